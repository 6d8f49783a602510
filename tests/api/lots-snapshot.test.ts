/**
 * The in-memory catalogue copy (services/lots/snapshot.ts) as the database
 * holds it: lots read page by page add up to the table, once each, in id
 * order, whatever the page size (issue 32: one query for all lots grew
 * PGlite's memory for good).
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

describe('catalogue snapshot', () => {
  it('holds every lot of the table once, in id order', async () => {
    const result = await db.execute<{ ids: number[] | string }>(sql`select coalesce(json_agg(id order by id), '[]')::text as ids from lots`);
    const ids = JSON.parse(String((result as unknown as { rows: Array<{ ids: string }> }).rows[0].ids)) as number[];
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
});
