/**
 * `GET /api/lots/?ids=3,1,2` — cards of the given lots in the order asked,
 * whatever their kind, for «Вы смотрели» (visited ids live in the browser).
 *
 * - Unknown ids are skipped (a lot may leave the catalogue after a visit);
 *   sold lots are kept, their `status` tells.
 * - `ids=` (empty) answers `{ results: [] }`: a browser with nothing visited
 *   gets an empty list, not an error. A missing `ids`, a bad item or more
 *   than 50 ids → 400 with a Russian message.
 * - ETag = hash(snapshot key, ids), so a repeat is a 304 before any work.
 *   The answer is not memoised: 50 map lookups are cheaper than evicting the
 *   catalogue's shared facet results with per-visitor keys.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lotsByIdsQuerySchema, lotsByIdsSchema, type LotCard, type LotsByIds } from '../../../src/schemas/lots.ts';
import { conditionalGet, etagFor, sendNotModified } from '../../plugins/etag.ts';
import { toCard } from '../../services/lots/cards.ts';
import { catalogueFor } from '../../services/lots/catalogue.ts';

export default async function lotsByIdsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/lots/',
    {
      schema: {
        tags: ['lots'],
        summary: 'Карточки лотов по номерам (любого типа и статуса) в заданном порядке; неизвестные пропускаются',
        querystring: lotsByIdsQuerySchema,
        response: { 200: lotsByIdsSchema },
      },
    },
    async (request, reply) => {
      const { ids } = request.query;
      const snapshot = await catalogueFor(app.db).current();
      if (conditionalGet(request, reply, etagFor(snapshot.key, 'lots/by-ids', ids.join(','))))
        return sendNotModified(reply);
      const results = ids.flatMap((id): LotCard[] => {
        const lot = snapshot.byId.get(id);
        return lot ? [toCard(lot)] : [];
      });
      return { results } satisfies LotsByIds;
    },
  );
}
