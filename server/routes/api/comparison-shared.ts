/**
 * `GET /api/comparison/lots/?ids=3,1,2` — the lots of a shared comparison
 * link (`/compare?ids=…`, issue 30) with every comparable field, in the order
 * asked, whoever asks: the recipient has not saved them, so the visitor's own
 * list (`/api/comparison/`) cannot answer. Unknown ids are skipped (a lot may
 * leave the catalogue after the link was sent); sold lots stay, their status
 * tells. Same query rules as `/api/lots/?ids=` (at most 50, 400 in Russian).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { comparedLotsSchema, type ComparedLots } from '../../../src/schemas/favorites.ts';
import { lotsByIdsQuerySchema } from '../../../src/schemas/lots.ts';
import { catalogueFor } from '../../services/lots/catalogue.ts';
import { compareLotBuilder } from '../../services/lots/compare.ts';
import type { LotRecord } from '../../services/lots/snapshot.ts';

export default async function comparisonSharedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/comparison/lots/',
    {
      schema: {
        tags: ['comparison'],
        summary:
          'Лоты сравнения по ссылке: карточки со всеми сравниваемыми полями в заданном порядке; неизвестные пропускаются',
        querystring: lotsByIdsQuerySchema,
        response: { 200: comparedLotsSchema },
      },
    },
    async (request) => {
      const snapshot = await catalogueFor(app.db).current();
      const records = request.query.ids.flatMap((id): LotRecord[] => {
        const lot = snapshot.byId.get(id);
        return lot ? [lot] : [];
      });
      const build = await compareLotBuilder(app.db, records);
      return { results: records.map(build) } satisfies ComparedLots;
    },
  );
}
