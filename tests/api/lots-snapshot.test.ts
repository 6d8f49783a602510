/**
 * The in-memory catalogue copy (services/lots/snapshot.ts) as the database
 * holds it: lots read page by page add up to the table, once each, in id
 * order, whatever the page size (issue 32: one query for all lots grew
 * PGlite's memory for good); lots with the same view list, polygon or
 * finishing share one frozen instance of it.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { loadSnapshot, readVersion, type Snapshot } from '../../server/services/lots/snapshot.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;
let db: Db;
let whole: Snapshot;

beforeAll(async () => {
  harness = await createTestApp();
  db = harness.database.db;
  whole = await loadSnapshot(db, await readVersion(db), { lotPage: 1_000_000 });
});

afterAll(() => harness?.close());

/** One JSON value computed by the database. */
async function jsonOf<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = await db.execute(sql`select (${query})::text as j`);
  return JSON.parse((result as unknown as { rows: Array<{ j: string }> }).rows[0].j) as T;
}

describe('catalogue snapshot', () => {
  it('holds every lot of the table once, in id order', async () => {
    const ids = await jsonOf<number[]>(sql`select json_agg(id order by id) from lots`);
    expect(ids.length).toBeGreaterThan(100);
    expect(whole.lots.map((lot) => lot.id)).toEqual(ids);
    expect(whole.lots.every((lot, index) => lot.index === index && whole.byId.get(lot.id) === lot)).toBe(true);
  });

  it('reads the same lots in pages of any size: a remainder, an exact fit, one short of it', async () => {
    const count = whole.lots.length;
    for (const lotPage of [7, count, count - 1]) {
      const paged = await loadSnapshot(db, whole.version, { lotPage });
      expect(paged.lots, `pages of ${lotPage}`).toEqual(whole.lots);
    }
  });

  it('shares one frozen view list and finishing among lots that have the same, and keeps their values', async () => {
    const rows = await jsonOf<Array<[number, string[], number | null]>>(
      sql`select json_agg(json_build_array(id, directions_of_view, finishing_id)) from lots`,
    );
    const byViews = new Map<string, Set<string[]>>();
    for (const [id, views, finishingId] of rows) {
      const lot = whole.byId.get(id)!;
      expect(lot.directions, `lot ${id}`).toEqual(views);
      expect(lot.finishing?.id ?? null).toBe(finishingId);
      const key = JSON.stringify(views);
      byViews.set(key, (byViews.get(key) ?? new Set()).add(lot.directions));
    }
    expect([...byViews.values()].every((instances) => instances.size === 1)).toBe(true);
    expect(byViews.size).toBeLessThan(rows.length / 2);
    const withViews = whole.lots.find((lot) => lot.directions.length > 0)!;
    expect(() => withViews.directions.push('Кремль')).toThrow(TypeError);
    const finished = whole.lots.filter((lot) => lot.finishing?.id === withViews.finishing?.id);
    expect(new Set(finished.map((lot) => lot.finishing)).size).toBe(1);
  });
});
