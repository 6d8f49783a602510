/**
 * `GET /api/module/?page=`: the published content blocks of one page, in
 * order, as stored. Screens compose the blocks they know (each parsed by its
 * contract in src/schemas/company-pages.ts) and skip the rest, so editors can
 * add a block before a screen learns to show it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { moduleQuerySchema, modulesSchema } from '../../../src/schemas/company-pages.ts';
import { publishedBlocks } from '../../services/company-pages/page-blocks.ts';

export default async function contentBlocksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/module/',
    {
      schema: {
        tags: ['company'],
        summary: 'Блоки контента страницы по её ключу (about, services, standarts…)',
        querystring: moduleQuerySchema,
        response: { 200: modulesSchema },
      },
    },
    async (request) => {
      const { page } = request.query;
      return { page, results: await publishedBlocks(app.db, page) };
    },
  );
}
