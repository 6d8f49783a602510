/**
 * A visitor's saved lots: favourites and comparison (`/api/favorites/`,
 * `/api/comparison/`, routes/api/favorites.ts), one table each, same rules.
 * Rows whose lot left the catalogue are skipped: a list shows only lots that
 * still exist. Adding is idempotent (a lot saved already answers 200 with its
 * item); an unknown lot is 404, a sold one or one past the limit 400.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { listTypeOf, type ListType, type SavedLot } from '../../src/schemas/favorites.ts';
import type { LotCard } from '../../src/schemas/lots.ts';
import type { ApiError } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { lots } from '../db/schema/lots.ts';
import type { favorites } from '../db/schema/visitors.ts';
import { catalogueFor } from './lots/catalogue.ts';
import { CATALOGUE_KINDS } from './lots/filters.ts';
import type { LotRecord, Snapshot } from './lots/snapshot.ts';

/** `favorites` or `comparisons`: the same columns. */
type VisitorLotTable = typeof favorites;
type Row = { id: number; lotId: number; createdAt: Date };

/**
 * Makes the `lot` of the items about to be answered. Async and given all the
 * answer's lots at once, so a list can load extra data (comparison: metro) in
 * one query instead of one per lot.
 */
export type LotBuilder = (db: Db, records: readonly LotRecord[]) => Promise<(lot: LotRecord) => LotCard>;

export interface VisitorList {
  table: VisitorLotTable;
  limit: number;
  lotBuilder: LotBuilder;
}

type AddAnswer = { status: 200 | 201; body: SavedLot } | { status: 400 | 404; body: ApiError };

const columnsOf = (table: VisitorLotTable) => ({ id: table.id, lotId: table.lotId, createdAt: table.createdAt });
const error = (status: 400 | 404, message: string) => ({ status, body: { status, message } });

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

/** The list, newest first; a visitor without an identity has none. */
export async function savedLots(db: Db, list: VisitorList, visitorId: string | null): Promise<SavedLot[]> {
  const { table } = list;
  const rows = visitorId
    ? await db
        .select(columnsOf(table))
        .from(table)
        .where(eq(table.visitorId, visitorId))
        .orderBy(desc(table.createdAt), desc(table.id))
    : [];
  const snapshot = await catalogueFor(db).current();
  return toItems(db, snapshot, rows, list.lotBuilder);
}

function findSaved(db: Db, table: VisitorLotTable, visitorId: string, lotId: number) {
  return db
    .select(columnsOf(table))
    .from(table)
    .where(and(eq(table.visitorId, visitorId), eq(table.lotId, lotId)))
    .limit(1);
}

/**
 * Saves a lot. `visitorId` is asked only once the lot is known to exist, so
 * an unknown lot creates no identity.
 */
export async function addSavedLot(
  db: Db,
  list: VisitorList,
  visitorId: () => Promise<string>,
  lotId: number,
): Promise<AddAnswer> {
  const { table, limit, lotBuilder } = list;
  const snapshot = await catalogueFor(db).current();
  // The row's lot is known to exist.
  const toItem = async (row: Row) => (await toItems(db, snapshot, [row], lotBuilder))[0]!;
  const lot = snapshot.byId.get(lotId);
  if (!lot) return error(404, 'Лот не найден');
  const visitor = await visitorId();
  const existing = await findSaved(db, table, visitor, lotId);
  if (existing[0]) return { status: 200, body: await toItem(existing[0]) };
  if (lot.status === 'sold') return error(400, 'Лот уже продан');
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(table)
    .where(eq(table.visitorId, visitor));
  if (total >= limit) return error(400, `Можно добавить не больше ${limit} лотов`);
  const inserted = await db
    .insert(table)
    .values({ visitorId: visitor, lotId })
    .onConflictDoNothing()
    .returning(columnsOf(table));
  if (inserted[0]) return { status: 201, body: await toItem(inserted[0]) };
  // Lost a race with a parallel add of the same lot: answer as the idempotent case.
  const [row] = await findSaved(db, table, visitor, lotId);
  return { status: 200, body: await toItem(row!) };
}

/** Removes the visitor's row of that lot; false when there was none. */
export async function removeSavedLot(
  db: Db,
  table: VisitorLotTable,
  visitorId: string | null,
  lotId: number,
): Promise<boolean> {
  const deleted = visitorId
    ? await db
        .delete(table)
        .where(and(eq(table.visitorId, visitorId), eq(table.lotId, lotId)))
        .returning({ id: table.id })
    : [];
  return deleted.length > 0;
}

/** Removes the visitor's lots of one list type; answers how many went. */
export async function clearSavedLots(
  db: Db,
  table: VisitorLotTable,
  visitorId: string | null,
  type: ListType,
): Promise<number> {
  if (!visitorId) return 0;
  const kinds = [...CATALOGUE_KINDS[type]];
  const deleted = await db
    .delete(table)
    .where(
      and(
        eq(table.visitorId, visitorId),
        inArray(table.lotId, db.select({ id: lots.id }).from(lots).where(inArray(lots.kind, kinds))),
      ),
    )
    .returning({ id: table.id });
  return deleted.length;
}
