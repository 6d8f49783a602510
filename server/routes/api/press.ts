/**
 * `GET /api/press/`: press items, filtered by type (`about_us`…), category and
 * project, paged; `facets/`, `specs/` and `{id}/` of spec §7 share the article
 * service with `/api/articles/?kind=press`.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, pressListSchema, pressQuerySchema, type PressItem } from '../../../src/schemas/site.ts';
import {
  articleDetailSchema,
  articleFacetsSchema,
  articleIdParamsSchema,
  articleSpecsSchema,
  pressFiltersSchema,
} from '../../../src/schemas/articles.ts';
import { articles } from '../../db/schema/index.ts';
import { articleFacets, articleSpecs } from '../../services/articles/article-list.ts';
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
    async (request) => {
      const { type, category, project, page, page_size: pageSize } = request.query;
      const filters: SQL[] = [eq(articles.kind, 'press'), eq(articles.isPublished, true)];
      if (type) filters.push(eq(articles.pressType, type));
      if (category) filters.push(eq(articles.category, category));
      if (project) filters.push(eq(articles.projectId, project));
      const where = and(...filters);
      const [[{ total }], rows] = await Promise.all([
        app.db.select({ total: count() }).from(articles).where(where),
        app.db
          .select()
          .from(articles)
          .where(where)
          .orderBy(desc(articles.publishedAt), desc(articles.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      const results: PressItem[] = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        lead: row.lead,
        category: row.category,
        type: row.pressType ?? 'news',
        source: row.source ?? '',
        published_at: row.publishedAt.toISOString(),
        url: `/press/${row.slug}`,
        image: row.image,
      }));
      return { count: total, results };
    },
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
