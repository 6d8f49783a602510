/**
 * `GET /api/documents/project/{id}/` (spec §7): one project's documents,
 * newest first. `{id}` is a numeric id or a slug of a published project of
 * either kind; an unknown one answers 404 «Проект не найден».
 * `GET /api/documents/` (+ `facets/`, `specs/`; query project, category,
 * year) and `GET /api/documents/{slug}/`: the /documents catalogue.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentDetailSchema,
  documentsCatalogueSchema,
  documentsFacetsSchema,
  documentsQuerySchema,
  documentsSpecsSchema,
  slugParamsSchema,
} from '../../../src/schemas/content-pages.ts';
import { documentListSchema } from '../../../src/schemas/documents.ts';
import { projectParamsSchema } from '../../../src/schemas/projects.ts';
import { bodyEtag } from '../../plugins/etag.ts';
import {
  documentDetail,
  documentFacets,
  documentSpecs,
  filterDocuments,
  loadDocuments,
} from '../../services/documents-catalogue.ts';
import { projectDocuments } from '../../services/document-items.ts';
import { findProject, httpError, PROJECT_NOT_FOUND } from '../../services/project-page.ts';

const DOCUMENT_NOT_FOUND = 'Документ не найден';

export default async function documentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/documents/project/:id/',
    {
      preSerialization: bodyEtag,
      schema: {
        tags: ['documents'],
        summary: 'Документы проекта: декларации, разрешения, ввод в эксплуатацию — новые сверху',
        params: projectParamsSchema,
        response: { 200: documentListSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const project = (await findProject(app.db, 'residential', id)) ?? (await findProject(app.db, 'commercial', id));
      if (!project) throw httpError(404, PROJECT_NOT_FOUND);
      const results = await projectDocuments(app.db, project.id);
      return { count: results.length, results };
    },
  );

  const tags = ['documents'];
  const querystring = documentsQuerySchema;
  app.get(
    '/documents/',
    {
      schema: {
        tags,
        summary: 'Все документы: проекты, категории, годы — новые сверху',
        querystring,
        response: { 200: documentsCatalogueSchema },
      },
    },
    async (request) => {
      const results = filterDocuments(await loadDocuments(app.db), request.query);
      return { count: results.length, results };
    },
  );
  app.get(
    '/documents/facets/',
    {
      schema: {
        tags,
        summary: 'Проекты, категории и годы документов с числом документов',
        querystring,
        response: { 200: documentsFacetsSchema },
      },
    },
    async (request) => documentFacets(await loadDocuments(app.db), request.query),
  );
  app.get(
    '/documents/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны лет публикации и размеров файлов',
        querystring,
        response: { 200: documentsSpecsSchema },
      },
    },
    async (request) => documentSpecs(filterDocuments(await loadDocuments(app.db), request.query)),
  );
  app.get(
    '/documents/:slug/',
    {
      schema: {
        tags,
        summary: 'Документ по адресу (slug) и соседние документы',
        params: slugParamsSchema,
        response: { 200: documentDetailSchema },
      },
    },
    async (request) => {
      const detail = documentDetail(await loadDocuments(app.db), request.params.slug);
      if (!detail) throw httpError(404, DOCUMENT_NOT_FOUND);
      return detail;
    },
  );
}
