/**
 * Blocks of a project page under `{id}/` (an id or a slug): master plan,
 * panoramas, construction progress with its facets and specs, photo and
 * video reports, current descriptions. Registered under both list prefixes.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  constructionFacetsSchema,
  constructionProgressSchema,
  constructionQuerySchema,
  constructionSpecsSchema,
  currentDescriptionsSchema,
  genplanSchema,
  mediaReportsSchema,
  panoramasSchema,
  projectParamsSchema,
} from '../../../src/schemas/projects.ts';
import {
  constructionFacets,
  constructionProgress,
  constructionSpecs,
  currentDescriptions,
  mediaReports,
} from '../../services/construction.ts';
import type { ProjectKind } from '../../services/project-catalogue.ts';
import { projectGenplan, projectPanoramas, requireProject } from '../../services/project-page.ts';
import { KIND_WORDS } from './projects-list.ts';

export default async function projectPageRoutes(fastify: FastifyInstance, { kind }: { kind: ProjectKind }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  const what = KIND_WORDS[kind];
  const params = projectParamsSchema;
  const project = (id: string) => requireProject(app.db, kind, id);

  app.get(
    '/:id/genplan/',
    {
      schema: {
        tags,
        summary: `${what}: генплан с корпусами, свободными лотами и ценой «от»`,
        params,
        response: { 200: genplanSchema },
      },
    },
    async (request) => projectGenplan(app.db, await project(request.params.id)),
  );

  app.get(
    '/:id/panoramas/',
    { schema: { tags, summary: `${what}: панорамы`, params, response: { 200: panoramasSchema } } },
    async (request) => ({ results: await projectPanoramas(app.db, await project(request.params.id)) }),
  );

  const querystring = constructionQuerySchema;
  app.get(
    '/:id/construction-progress/',
    {
      schema: {
        tags,
        summary: `${what}: ход строительства по месяцам`,
        params,
        querystring,
        response: { 200: constructionProgressSchema },
      },
    },
    async (request) => constructionProgress(app.db, (await project(request.params.id)).id, request.query),
  );

  app.get(
    '/:id/construction-progress/facets/',
    {
      schema: {
        tags,
        summary: `${what}: годы и месяцы хода строительства`,
        params,
        querystring,
        response: { 200: constructionFacetsSchema },
      },
    },
    async (request) => constructionFacets(app.db, (await project(request.params.id)).id, request.query),
  );

  app.get(
    '/:id/construction-progress/specs/',
    {
      schema: {
        tags,
        summary: `${what}: диапазоны готовности и месяцев`,
        params,
        querystring,
        response: { 200: constructionSpecsSchema },
      },
    },
    async (request) => constructionSpecs(app.db, (await project(request.params.id)).id, request.query),
  );

  app.get(
    '/:id/photo-reports/',
    {
      schema: {
        tags,
        summary: `${what}: фотоотчёты по месяцам`,
        params,
        querystring,
        response: { 200: mediaReportsSchema },
      },
    },
    async (request) => ({
      results: await mediaReports(app.db, (await project(request.params.id)).id, request.query, 'photo'),
    }),
  );

  app.get(
    '/:id/video-reports/',
    {
      schema: {
        tags,
        summary: `${what}: видеоотчёты по месяцам`,
        params,
        querystring,
        response: { 200: mediaReportsSchema },
      },
    },
    async (request) => ({
      results: await mediaReports(app.db, (await project(request.params.id)).id, request.query, 'video'),
    }),
  );

  app.get(
    '/:id/current-descriptions/',
    {
      schema: {
        tags,
        summary: `${what}: что происходит на стройке сейчас`,
        params,
        response: { 200: currentDescriptionsSchema },
      },
    },
    async (request) => currentDescriptions(app.db, (await project(request.params.id)).id),
  );
}
