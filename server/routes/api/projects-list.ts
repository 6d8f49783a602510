/**
 * Project lists of one kind, registered twice: under `/projects` for
 * residential and `/commercial_projects` for commercial (spec §7).
 * `GET /`, `facets/`, `specs/` take the same filters; `{id}/` is an id or a slug.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  projectDetailSchema,
  projectFacetsSchema,
  projectListSchema,
  projectParamsSchema,
  projectSpecsSchema,
  projectsQuerySchema,
} from '../../../src/schemas/projects.ts';
import type { ProjectKind } from '../../services/project-catalogue.ts';
import { projectFacets, projectList, projectSpecs } from '../../services/project-filters.ts';
import { projectDetail, requireProject } from '../../services/project-page.ts';

export const KIND_WORDS: Record<ProjectKind, string> = {
  residential: 'Жилые проекты',
  commercial: 'Коммерческие проекты',
};

export default async function projectListRoutes(fastify: FastifyInstance, { kind }: { kind: ProjectKind }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const what = KIND_WORDS[kind];
  const tags = ['projects'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: `${what}: список с фильтрами`,
        querystring: projectsQuerySchema,
        response: { 200: projectListSchema },
      },
    },
    async (request) => projectList(app.db, kind, request.query),
  );

  app.get(
    '/facets/',
    {
      schema: {
        tags,
        summary: `${what}: значения фильтров с числом проектов при остальных активных фильтрах`,
        querystring: projectsQuerySchema,
        response: { 200: projectFacetsSchema },
      },
    },
    async (request) => projectFacets(app.db, kind, request.query),
  );

  app.get(
    '/specs/',
    {
      schema: {
        tags,
        summary: `${what}: диапазоны цены, площади и года сдачи при активных фильтрах`,
        querystring: projectsQuerySchema,
        response: { 200: projectSpecsSchema },
      },
    },
    async (request) => projectSpecs(app.db, kind, request.query),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        summary: `${what}: проект по номеру или slug`,
        params: projectParamsSchema,
        response: { 200: projectDetailSchema },
      },
    },
    async (request) => projectDetail(app.db, await requireProject(app.db, kind, request.params.id)),
  );
}
