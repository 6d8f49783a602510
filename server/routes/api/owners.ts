/** `GET /api/owners/` and `/api/owners/{slug}/`: guides for residents (acceptance, management company, renovation, utility bills). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guideDetailSchema, guideListSchema, slugParamsSchema } from '../../../src/schemas/content-pages.ts';
import { guideDetail, guideList } from '../../services/content-articles.ts';
import { httpError } from '../../services/project-page.ts';

const GUIDE_NOT_FOUND = 'Инструкция не найдена';

export default async function ownersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['owners'];
  app.get(
    '/owners/',
    { schema: { tags, summary: 'Инструкции для собственников по темам', response: { 200: guideListSchema } } },
    async () => {
      const results = await guideList(app.db);
      return { count: results.length, results };
    },
  );
  app.get(
    '/owners/:slug/',
    {
      schema: {
        tags,
        summary: 'Инструкция для собственников и соседние темы',
        params: slugParamsSchema,
        response: { 200: guideDetailSchema },
      },
    },
    async (request) => {
      const detail = await guideDetail(app.db, request.params.slug);
      if (!detail) throw httpError(404, GUIDE_NOT_FOUND);
      return detail;
    },
  );
}
