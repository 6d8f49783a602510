/**
 * `/api/favorites/` (spec §4, §7) and, through the same factory,
 * `/api/comparison/`: per-visitor saved lots.
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
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPropertyBodySchema,
  clearBodySchema,
  clearResultSchema,
  favoritesListSchema,
  FAVORITES_LIMIT,
  listTypeOf,
  savedLotSchema,
  type ListType,
  type SavedLot,
} from '../../../src/schemas/favorites.ts';
import type { LotCard } from '../../../src/schemas/lots.ts';
import { apiErrorSchema, type ApiError } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { lots } from '../../db/schema/lots.ts';
import { favorites } from '../../db/schema/visitors.ts';
import { toCard } from '../../services/lots/cards.ts';
import { catalogFor } from '../../services/lots/catalog.ts';
import { CATALOG_KINDS } from '../../services/lots/filters.ts';
import type { LotRecord, Snapshot } from '../../services/lots/snapshot.ts';
import { lotIdParamsSchema } from './lot-catalog.ts';

type VisitorLotTable = typeof favorites;
type Row = { id: number; lotId: number; createdAt: Date };

/**
 * Makes the `lot` of the items about to be answered. Async and given all the
 * answer's lots at once, so a list can load extra data (comparison: metro) in
 * one query instead of one per lot.
 */
type LotBuilder = (db: Db, records: readonly LotRecord[]) => Promise<(lot: LotRecord) => LotCard>;
const cardBuilder: LotBuilder = async () => toCard;

export interface VisitorListOptions<K extends string> {
  path: string;
  table: VisitorLotTable;
  limit: number;
  listKey: K;
  listSchema: z.ZodType;
  /** One item (POST answers); must describe what `lotBuilder` makes, or the serializer strips the extra fields. */
  itemSchema: z.ZodType;
  lotBuilder: LotBuilder;
  tag: string;
  title: string;
}

/** Rows whose lot left the catalogue are skipped: the list shows only lots that still exist. */
async function toItems(db: Db, snapshot: Snapshot, rows: readonly Row[], lotBuilder: LotBuilder): Promise<SavedLot[]> {
  const found = rows.flatMap((row) => {
    const lot = snapshot.byId.get(row.lotId);
    return lot ? [{ row, lot }] : [];
  });
  const build = await lotBuilder(
    db,
    found.map(({ lot }) => lot),
  );
  return found.map(({ row, lot }) => ({
    id: row.id,
    property: row.lotId,
    type: listTypeOf(lot.kind),
    created_at: row.createdAt.toISOString(),
    lot: build(lot),
  }));
}

const error = (status: number, message: string): ApiError => ({ status, message });

export function visitorListRoutes<K extends string>(options: VisitorListOptions<K>) {
  const { path, table, limit, listKey, listSchema, itemSchema, lotBuilder, tag, title } = options;
  const columns = { id: table.id, lotId: table.lotId, createdAt: table.createdAt };

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = [tag];
    // POST answers one row whose lot is known to exist.
    const toItem = async (snapshot: Snapshot, row: Row) => (await toItems(app.db, snapshot, [row], lotBuilder))[0]!;

    app.get(
      `/${path}/`,
      {
        schema: { tags, summary: `${title}: список, новые сверху`, response: { 200: listSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const visitorId = request.knownVisitorId();
        const rows = visitorId
          ? await app.db
              .select(columns)
              .from(table)
              .where(eq(table.visitorId, visitorId))
              .orderBy(desc(table.createdAt), desc(table.id))
          : [];
        const snapshot = await catalogFor(app.db).current();
        const items = await toItems(app.db, snapshot, rows, lotBuilder);
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
        const lotId = request.body.property;
        const snapshot = await catalogFor(app.db).current();
        const lot = snapshot.byId.get(lotId);
        if (!lot) return reply.status(404).send(error(404, 'Лот не найден'));
        const visitorId = await request.visitorId();
        const existing = await app.db
          .select(columns)
          .from(table)
          .where(and(eq(table.visitorId, visitorId), eq(table.lotId, lotId)))
          .limit(1);
        if (existing[0]) return reply.status(200).send(await toItem(snapshot, existing[0]));
        if (lot.status === 'sold') return reply.status(400).send(error(400, 'Лот уже продан'));
        const [{ total } = { total: 0 }] = await app.db
          .select({ total: count() })
          .from(table)
          .where(eq(table.visitorId, visitorId));
        if (total >= limit) return reply.status(400).send(error(400, `Можно добавить не больше ${limit} лотов`));
        const inserted = await app.db
          .insert(table)
          .values({ visitorId, lotId })
          .onConflictDoNothing()
          .returning(columns);
        if (inserted[0]) return reply.status(201).send(await toItem(snapshot, inserted[0]));
        // Lost a race with a parallel add of the same lot: answer as the idempotent case.
        const [row] = await app.db
          .select(columns)
          .from(table)
          .where(and(eq(table.visitorId, visitorId), eq(table.lotId, lotId)))
          .limit(1);
        return reply.status(200).send(await toItem(snapshot, row!));
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
        const visitorId = request.knownVisitorId();
        const deleted = visitorId
          ? await app.db
              .delete(table)
              .where(and(eq(table.visitorId, visitorId), eq(table.lotId, request.params.id)))
              .returning({ id: table.id })
          : [];
        if (deleted.length === 0) return reply.status(404).send(error(404, 'Лот не найден в списке'));
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
      async (request) => {
        const visitorId = request.knownVisitorId();
        if (!visitorId) return { removed: 0 };
        const kinds = [...CATALOG_KINDS[request.body.type satisfies ListType]];
        const deleted = await app.db
          .delete(table)
          .where(
            and(
              eq(table.visitorId, visitorId),
              inArray(table.lotId, app.db.select({ id: lots.id }).from(lots).where(inArray(lots.kind, kinds))),
            ),
          )
          .returning({ id: table.id });
        return { removed: deleted.length };
      },
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
