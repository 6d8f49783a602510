/**
 * Price history (issue 32): the database records every price a lot has had —
 * the seed's first prices, a single update, a many-row update in one
 * statement — and nothing when a write leaves the price as it was; the lot
 * detail gives them as `price_history`, oldest first, its last entry the
 * current price, and a new price shows with the catalogue's next version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lotDetailSchema } from '../../src/schemas/lots.ts';
import { lotPriceHistory, lots } from '../../server/db/schema/index.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness?.close());

async function firstFlat() {
  const [lot] = await harness.database.db
    .select({ id: lots.id, price: lots.price, projectId: lots.projectId })
    .from(lots)
    .where(and(eq(lots.kind, 'flat'), eq(lots.status, 'free')))
    .orderBy(asc(lots.id))
    .limit(1);
  return lot!;
}

async function detail(id: number) {
  await catalogueFor(harness.database.db).invalidate();
  const response = await harness.app.inject({ method: 'GET', url: `/api/apartments/${id}/` });
  expect(response.statusCode).toBe(200);
  return lotDetailSchema.parse(response.json());
}

describe('price history', () => {
  it("starts with the seed's price for every lot", async () => {
    const { db } = harness.database;
    const [counts] = await db
      .execute<{ lots: number; first: number }>(
        sql`
      select (select count(*)::int from lots) as lots,
             (select count(distinct lot_id)::int from lot_price_history where old_price is null) as first`,
      )
      .then((result) => (result as unknown as { rows: Array<{ lots: number; first: number }> }).rows);
    expect(counts!.first).toBe(counts!.lots);
    const lot = await firstFlat();
    const history = (await detail(lot.id)).price_history;
    expect(history.at(-1)?.price).toBe(lot.price);
  });

  it('records a change with its old price, ignores a write that keeps the price, and lists them oldest first', async () => {
    const { db } = harness.database;
    const lot = await firstFlat();
    const before = (await detail(lot.id)).price_history;
    const lower = Math.round(lot.price * 0.96);
    await db.update(lots).set({ price: lower }).where(eq(lots.id, lot.id));
    await db.update(lots).set({ price: lower, advantage: 'Видовая' }).where(eq(lots.id, lot.id));
    const after = (await detail(lot.id)).price_history;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.price).toBe(lower);
    expect(after.slice(0, -1)).toEqual(before);
    expect(Date.parse(after.at(-1)!.date)).toBeGreaterThanOrEqual(Date.parse(after.at(-2)!.date));
    const [row] = await db
      .select()
      .from(lotPriceHistory)
      .where(eq(lotPriceHistory.lotId, lot.id))
      .orderBy(asc(lotPriceHistory.id))
      .then((rows) => rows.slice(-1));
    expect([row!.oldPrice, row!.newPrice]).toEqual([lot.price, lower]);
  });

  it('records each lot of a many-row update made in one statement', async () => {
    const { db } = harness.database;
    const lot = await firstFlat();
    const inProject = await db.select({ id: lots.id }).from(lots).where(eq(lots.projectId, lot.projectId));
    const count = async () =>
      Number(
        (
          (await db.execute<{ n: number }>(sql`select count(*)::int as n from lot_price_history`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]!.n,
      );
    const rowsBefore = await count();
    await db
      .update(lots)
      .set({ price: sql`${lots.price} + 1000` })
      .where(eq(lots.projectId, lot.projectId));
    expect(await count()).toBe(rowsBefore + inProject.length);
  });
});

describe('the demo history', () => {
  it("dates every lot from before the seed and shows a discounted lot's mark-down", async () => {
    const { db } = harness.database;
    const [discounted] = await db
      .select({ id: lots.id, price: lots.price, oldPrice: lots.oldPrice })
      .from(lots)
      .where(
        and(
          eq(lots.kind, 'flat'),
          sql`${lots.oldPrice} is not null`,
          sql`${lots.id} not in (select lot_id from lot_price_history group by lot_id having count(*) > 2)`,
        ),
      )
      .orderBy(asc(lots.id))
      .limit(1);
    expect(discounted).toBeDefined();
    const history = (await detail(discounted!.id)).price_history;
    expect(history.map((point) => point.price)).toEqual([discounted!.oldPrice, discounted!.price]);
    expect(Date.parse(history[0]!.date)).toBeLessThan(Date.parse(history[1]!.date));
    expect(Date.parse(history[1]!.date)).toBeLessThan(Date.parse('2026-10-01T06:00:00Z'));
  });
});
