/**
 * `GET /api/media_pages/` (+ `facets/`, `{slug}/`): photo reports and videos
 * of the /media section. Not `/api/media/`: `/media/files/…` is the seeded
 * file server (server/routes/media.ts), and the name keeps the two apart.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mediaDetailSchema,
  mediaFacetsSchema,
  mediaListSchema,
  mediaQuerySchema,
  slugParamsSchema,
} from '../../../src/schemas/content-pages.ts';
import { mediaDetail, mediaFacets, mediaList } from '../../services/content-articles.ts';
import { httpError } from '../../services/project-page.ts';

const MEDIA_NOT_FOUND = 'Материал не найден';

export default async function mediaPagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['media'];
  app.get(
    '/media_pages/',
    {
      schema: {
        tags,
        summary: 'Фоторепортажи и видео, новые сверху',
        querystring: mediaQuerySchema,
        response: { 200: mediaListSchema },
      },
    },
    async (request) => {
      const results = await mediaList(app.db, request.query.category);
      return { count: results.length, results };
    },
  );
  app.get(
    '/media_pages/facets/',
    { schema: { tags, summary: 'Разделы медиа с числом материалов', response: { 200: mediaFacetsSchema } } },
    async () => mediaFacets(app.db),
  );
  app.get(
    '/media_pages/:slug/',
    {
      schema: {
        tags,
        summary: 'Материал с текстом и галереей',
        params: slugParamsSchema,
        response: { 200: mediaDetailSchema },
      },
    },
    async (request) => {
      const detail = await mediaDetail(app.db, request.params.slug);
      if (!detail) throw httpError(404, MEDIA_NOT_FOUND);
      return detail;
    },
  );
}
