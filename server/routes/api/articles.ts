/**
 * `GET /api/articles/?kind=news|press|promo` (+ `facets/`, `specs/`,
 * `{id}/`) and `GET /api/articles/{kind}/{slug}/`, the lookup the article
 * screen makes with the slug of its address. Unknown or unpublished → 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleDetailSchema,
  articleFacetsSchema,
  articleFiltersSchema,
  articleIdParamsSchema,
  articleListSchema,
  articleSlugParamsSchema,
  articleSpecsSchema,
  articlesQuerySchema,
} from '../../../src/schemas/articles.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { articleFacets, articleSpecs, listArticles } from '../../services/articles/article-list.ts';
import {
  ARTICLE_NOT_FOUND,
  articleDetail,
  findArticleById,
  findArticleBySlug,
} from '../../services/articles/article-detail.ts';
import { httpError } from '../../services/project-page.ts';

export default async function articlesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['articles'];

  app.get(
    '/articles/',
    {
      schema: {
        tags,
        summary: 'Новости, пресса и акции: фильтры по категории и проекту, новые сверху',
        querystring: articlesQuerySchema,
        response: { 200: articleListSchema },
      },
    },
    async (request) => listArticles(app.db, request.query),
  );
  app.get(
    '/articles/facets/',
    {
      schema: {
        tags,
        summary: 'Категории и проекты с числом публикаций',
        querystring: articleFiltersSchema,
        response: { 200: articleFacetsSchema },
      },
    },
    async (request) => articleFacets(app.db, request.query),
  );
  app.get(
    '/articles/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны дат публикации и окончания акций',
        querystring: articleFiltersSchema,
        response: { 200: articleSpecsSchema },
      },
    },
    async (request) => articleSpecs(app.db, request.query),
  );
  app.get(
    '/articles/:id/',
    {
      schema: {
        tags,
        summary: 'Публикация по номеру',
        params: articleIdParamsSchema,
        response: { 200: articleDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await findArticleById(app.db, request.params.id);
      if (!row) throw httpError(404, ARTICLE_NOT_FOUND);
      return articleDetail(app.db, row);
    },
  );
  app.get(
    '/articles/:kind/:slug/',
    {
      schema: {
        tags,
        summary: 'Публикация по адресу страницы',
        params: articleSlugParamsSchema,
        response: { 200: articleDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await findArticleBySlug(app.db, request.params.kind, request.params.slug);
      if (!row) throw httpError(404, ARTICLE_NOT_FOUND);
      return articleDetail(app.db, row);
    },
  );
}
