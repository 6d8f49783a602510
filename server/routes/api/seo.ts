/** `GET /api/seo/pages/?slug=/path`: meta of a page, 404 when the path is no page. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, seoPageQuerySchema, seoPageSchema, type ApiError } from '../../../src/schemas/site.ts';
import { resolvePageMeta } from '../../services/page-meta.ts';

export default async function seoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/seo/pages/',
    {
      schema: {
        tags: ['site'],
        summary: 'SEO-данные страницы по её пути: title, description, h1, canonical, og:image',
        querystring: seoPageQuerySchema,
        response: { 200: seoPageSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const meta = await resolvePageMeta(app.db, request.query.slug, { publicOrigin: app.config.PUBLIC_ORIGIN });
      if (!meta) {
        const body: ApiError = { status: 404, message: `Страница не найдена: ${request.query.slug}` };
        return reply.status(404).send(body);
      }
      return meta;
    },
  );
}
