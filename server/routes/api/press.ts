/**
 * `GET /api/press/`: press items, filtered by type (`about_us`…), category and
 * project, paged; `facets/`, `specs/` and `{id}/` of spec §7 share the article
 * service with `/api/articles/?kind=press`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, pressListSchema, pressQuerySchema } from '../../../src/schemas/site.ts';
import {
  articleDetailSchema,
  articleFacetsSchema,
  articleIdParamsSchema,
  articleSpecsSchema,
  pressFiltersSchema,
} from '../../../src/schemas/articles.ts';
import { articleFacets, articleSpecs } from '../../services/articles/article-list.ts';
import { listPress } from '../../services/articles/press-list.ts';
import { ARTICLE_NOT_FOUND, articleDetail, findArticleById } from '../../services/articles/article-detail.ts';
import { httpError } from '../../services/project-page.ts';

export default async function pressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/press/',
    {
      schema: {
        tags: ['articles'],
        summary: 'Публикации в прессе; type=about_us — «Пресса о нас»',
        querystring: pressQuerySchema,
        response: { 200: pressListSchema },
      },
    },
    async (request) => listPress(app.db, request.query),
  );

  const tags = ['articles'];
  app.get(
    '/press/facets/',
    {
      schema: {
        tags,
        summary: 'Категории и проекты публикаций в прессе с числом публикаций',
        querystring: pressFiltersSchema,
        response: { 200: articleFacetsSchema },
      },
    },
    async (request) => articleFacets(app.db, { ...request.query, kind: 'press' }),
  );
  app.get(
    '/press/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазон дат публикаций в прессе',
        querystring: pressFiltersSchema,
        response: { 200: articleSpecsSchema },
      },
    },
    async (request) => articleSpecs(app.db, { ...request.query, kind: 'press' }),
  );
  app.get(
    '/press/:id/',
    {
      schema: {
        tags,
        summary: 'Публикация в прессе по номеру',
        params: articleIdParamsSchema,
        response: { 200: articleDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await findArticleById(app.db, request.params.id, 'press');
      if (!row) throw httpError(404, ARTICLE_NOT_FOUND);
      return articleDetail(app.db, row);
    },
  );
}
