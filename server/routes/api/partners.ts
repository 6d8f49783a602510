/**
 * `GET /api/partners_page/` (intro, figures, partnership offers),
 * `GET /api/partners_page/partners/` (query `type`: partner type slugs, comma-joined),
 * `GET /api/partners_page/partners_type/` (types with their partner counts).
 * The spec (§7) nests the lists under `partners_page/`; the first release served
 * them at `/api/partners/` and `/api/partners_type/`, which stay as deprecated
 * aliases so a page or worker cache of an older build still gets its lists.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  partnersPageSchema,
  partnersQuerySchema,
  partnersSchema,
  partnerTypesSchema,
} from '../../../src/schemas/company-pages.ts';
import { readPageBlocks } from '../../services/company-pages/page-blocks.ts';
import { listPartners, partnerTypeCounts } from '../../services/company-pages/partners.ts';

export default async function partnersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  app.get(
    '/partners_page/',
    {
      schema: {
        tags,
        summary: 'Страница партнёров: вступление, цифры, предложения о партнёрстве',
        response: { 200: partnersPageSchema },
      },
    },
    async (request) => {
      const blocks = await readPageBlocks(app.db, 'partners', request.log);
      return blocks.get('intro', partnersPageSchema, { lead: '', figures: [], offers: [] });
    },
  );

  for (const [url, deprecated] of [
    ['/partners_page/partners/', false],
    ['/partners/', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          deprecated,
          summary: 'Партнёры компании; type — типы через запятую',
          querystring: partnersQuerySchema,
          response: { 200: partnersSchema },
        },
      },
      async (request) => {
        const results = await listPartners(app.db, request.query.type);
        return { count: results.length, results };
      },
    );
  }

  for (const [url, deprecated] of [
    ['/partners_page/partners_type/', false],
    ['/partners_type/', true],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          tags,
          deprecated,
          summary: 'Типы партнёров с числом партнёров',
          response: { 200: partnerTypesSchema },
        },
      },
      async () => ({ results: await partnerTypeCounts(app.db) }),
    );
  }
}
