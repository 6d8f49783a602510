import { describe, it, expect } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { articles, buildings, layouts, lots, mediaFiles, projects } from '../../server/db/schema/index.ts';
import { openEmptyDatabase, TEST_SEED_LOTS } from './helpers/test-app.ts';

const NOW = new Date('2026-11-01T12:00:00Z');

async function snapshot(database: Database) {
  const { db } = database;
  return {
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    buildings: await db.select().from(buildings).orderBy(asc(buildings.id)),
    layouts: await db
      .select({ id: layouts.id, code: layouts.code, area: layouts.area, svg: layouts.planSvg })
      .from(layouts)
      .orderBy(asc(layouts.id))
      .limit(20),
    lots: await db.select().from(lots).orderBy(asc(lots.id)).limit(200),
    lastLots: await db
      .select()
      .from(lots)
      .orderBy(sql`${lots.id} desc`)
      .limit(50),
    articles: await db.select().from(articles).orderBy(asc(articles.id)),
    files: await db
      .select({ path: mediaFiles.path, sha256: mediaFiles.sha256 })
      .from(mediaFiles)
      .orderBy(asc(mediaFiles.path)),
  };
}

async function lotCount(database: Database): Promise<number> {
  const [{ total }] = await database.db.select({ total: count() }).from(lots);
  return total;
}

describe('seed', () => {
  it('is deterministic: two seeds give identical rows', async () => {
    const first = await openEmptyDatabase();
    await prepareDatabase(first, { seedLots: TEST_SEED_LOTS, now: NOW });
    const a = await snapshot(first);
    await first.close();
    const second = await openEmptyDatabase();
    await prepareDatabase(second, { seedLots: TEST_SEED_LOTS, now: NOW });
    const b = await snapshot(second);
    await second.close();
    expect(a.lots).toHaveLength(200);
    expect(b).toEqual(a);
  });

  it('seeds only an empty database, so a restart keeps the data', async () => {
    const database = await openEmptyDatabase();
    try {
      expect((await prepareDatabase(database, { seedLots: TEST_SEED_LOTS })).seeded).toBe(true);
      const before = await lotCount(database);
      expect(before).toBeGreaterThanOrEqual(TEST_SEED_LOTS);
      await database.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, 1));
      expect((await prepareDatabase(database, { seedLots: TEST_SEED_LOTS })).seeded).toBe(false);
      expect(await lotCount(database)).toBe(before);
      const [lot] = await database.db.select().from(lots).where(eq(lots.id, 1));
      expect(lot.status).toBe('sold');
      // Identity sequences were moved past the seeded ids.
      const [inserted] = await database.db
        .insert(projects)
        .values({ ...(await database.db.select().from(projects).limit(1))[0], id: undefined, slug: 'new-project' })
        .returning({ id: projects.id });
      expect(inserted.id).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
  });

  it('fills the default SEED_LOTS (20 000) lots of every kind and status', async () => {
    const seedLots = loadConfig({}).SEED_LOTS;
    expect(seedLots).toBe(20_000);
    const database = await openEmptyDatabase();
    try {
      const started = performance.now();
      const result = await prepareDatabase(database, { seedLots });
      const seconds = (performance.now() - started) / 1000;
      console.log(`full seed on ${database.driver}: ${result.report?.lots} lots in ${seconds.toFixed(1)} s`);
      expect(await lotCount(database)).toBeGreaterThanOrEqual(20_000);
      const kinds = await database.db
        .select({ kind: lots.kind, status: lots.status, n: count() })
        .from(lots)
        .groupBy(lots.kind, lots.status);
      const byKind = new Set(kinds.map((row) => row.kind));
      expect([...byKind].sort()).toEqual([
        'apartments',
        'commercial',
        'flat',
        'office',
        'parking',
        'premise',
        'storage',
        'townhouse',
      ]);
      const statuses = new Map<string, number>();
      for (const row of kinds) statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.n);
      expect(statuses.get('free')).toBeGreaterThan(statuses.get('sold') ?? 0);
      expect(statuses.get('BOOKED')).toBeGreaterThan(0);
      const [prices] = await database.db
        .select({ min: sql<number>`min(price_per_m2)::int`, max: sql<number>`max(price_per_m2)::int` })
        .from(lots)
        .where(sql`${lots.kind} in ('flat', 'apartments')`);
      expect(prices.min).toBeGreaterThanOrEqual(400_000);
      expect(prices.max).toBeLessThanOrEqual(1_800_000);
      expect(seconds).toBeLessThan(60);
    } finally {
      await database.close();
    }
  });
});
