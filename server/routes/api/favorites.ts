/**
 * `/api/favorites/` (spec §4, §7) and, through the same factory,
 * `/api/comparison/`: per-visitor saved lots (services/visitor-lists.ts).
 *
 * - GET — the list, newest first, each with a full lot card (no further calls needed);
 *   comparison items carry the card plus every comparable field (`lotBuilder`).
 * - POST `{ property }` — add a lot: 201 with the item; already saved → 200 with it
 *   (idempotent, also how a removed one is restored); unknown lot → 404; sold → 400;
 *   past the per-visitor limit → 400.
 * - DELETE `{id}/` — `id` is the LOT id (`property`), the one the browser knows from the
 *   card; 204, or 404 when this visitor has not saved it.
 * - POST `clear/` `{ type }` — removes only lots of that type; 200 `{ removed }`.
 *
 * Reads never create an identity: a visitor without the cookie gets an empty list.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPropertyBodySchema,
  clearBodySchema,
  clearResultSchema,
  favoritesListSchema,
  FAVORITES_LIMIT,
  savedLotSchema,
} from '../../../src/schemas/favorites.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { toCard } from '../../services/lots/cards.ts';
import {
  addSavedLot,
  clearSavedLots,
  removeSavedLot,
  savedLots,
  type LotBuilder,
  type VisitorList,
} from '../../services/visitor-lists.ts';
import { favorites } from '../../db/schema/visitors.ts';
import { lotIdParamsSchema } from './lot-catalogue.ts';

const cardBuilder: LotBuilder = async () => toCard;

export interface VisitorListOptions<K extends string> extends VisitorList {
  path: string;
  listKey: K;
  listSchema: z.ZodType;
  /** One item (POST answers); must describe what `lotBuilder` makes, or the serializer strips the extra fields. */
  itemSchema: z.ZodType;
  tag: string;
  title: string;
}

export function visitorListRoutes<K extends string>(options: VisitorListOptions<K>) {
  const { path, table, listKey, listSchema, itemSchema, tag, title } = options;

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = [tag];

    app.get(
      `/${path}/`,
      {
        schema: { tags, summary: `${title}: список, новые сверху`, response: { 200: listSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const items = await savedLots(app.db, options, request.knownVisitorId());
        return { count: items.length, [listKey]: items };
      },
    );

    app.post(
      `/${path}/`,
      {
        schema: {
          tags,
          summary: `${title}: добавить лот (повторно — 200, без дублей)`,
          body: addPropertyBodySchema,
          // 429: too many new visitor identities from one address (plugins/visitor.ts).
          response: { 200: itemSchema, 201: itemSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const answer = await addSavedLot(app.db, options, () => request.visitorId(), request.body.property);
        return reply.status(answer.status).send(answer.body);
      },
    );

    app.delete(
      `/${path}/:id/`,
      {
        schema: {
          tags,
          summary: `${title}: убрать лот по номеру лота (property)`,
          params: lotIdParamsSchema,
          response: { 204: z.null(), 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const removed = await removeSavedLot(app.db, table, request.knownVisitorId(), request.params.id);
        if (!removed) return reply.status(404).send({ status: 404, message: 'Лот не найден в списке' });
        return reply.status(204).send(null);
      },
    );

    app.post(
      `/${path}/clear/`,
      {
        schema: {
          tags,
          summary: `${title}: убрать все лоты одного типа`,
          body: clearBodySchema,
          response: { 200: clearResultSchema },
        },
      },
      async (request) => ({
        removed: await clearSavedLots(app.db, table, request.knownVisitorId(), request.body.type),
      }),
    );
  };
}

export default visitorListRoutes({
  path: 'favorites',
  table: favorites,
  limit: FAVORITES_LIMIT,
  listKey: 'results',
  listSchema: favoritesListSchema,
  itemSchema: savedLotSchema,
  lotBuilder: cardBuilder,
  tag: 'favorites',
  title: 'Избранное',
});
