/**
 * One «в продаже» (decision 031, issue 30 item 3): every figure a visitor
 * reads about a project — its card on the home page and on /projects, the
 * project's hero, the sum over its genplan buildings, the list above its
 * lots — and the catalogue's default view count the same lots, and the
 * catalogue opens on homes (issue 30 item 2).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { buildings, lots } from '../../server/db/schema/index.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { withCatalogueDefaults } from '../../src/lib/on-sale.ts';
import { buildQuery } from '../../src/lib/query-string.ts';
import { homePageSchema } from '../../src/schemas/home.ts';
import { commercialSelectionSchema } from '../../src/schemas/purchase.ts';
import { lotListSchema, type LotsFilters } from '../../src/schemas/lots.ts';
import {
  genplanSchema,
  projectDetailSchema,
  projectListSchema,
  type ProjectListItem,
} from '../../src/schemas/projects.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectOk } from './helpers/expect-json.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const lotsUrl = (catalogue: string, filters: LotsFilters, pageSize = 1) =>
  `/api/${catalogue}/?${buildQuery({ ...withCatalogueDefaults(filters), page_size: pageSize })}`;

/** What the project page lists (and «Все лоты проекта» opens): the catalogue's default view of the project. */
const projectListUrl = (project: Pick<ProjectListItem, 'id' | 'kind'>) =>
  project.kind === 'commercial'
    ? lotsUrl('commercials', { project: [project.id], type: ['commercials'] })
    : lotsUrl('apartments', { project: [project.id] });

async function everyProject(): Promise<ProjectListItem[]> {
  const residential = await expectOk(ctx.app, '/api/projects/?page_size=60', projectListSchema);
  const commercial = await expectOk(ctx.app, '/api/commercial_projects/?page_size=60', projectListSchema);
  return [...residential.results, ...commercial.results];
}

describe('one definition of «в продаже»', () => {
  it('card, home card, hero, genplan and the project list agree for every project', async () => {
    const projects = await everyProject();
    const home = await expectOk(ctx.app, '/api/main_page/', homePageSchema);
    expect(projects.length).toBeGreaterThan(2);
    for (const card of projects) {
      const base = card.kind === 'commercial' ? '/api/commercial_projects' : '/api/projects';
      const detail = await expectOk(ctx.app, `${base}/${card.slug}/`, projectDetailSchema);
      const plan = await expectOk(ctx.app, `${base}/${card.slug}/genplan/`, genplanSchema);
      const list = await expectOk(ctx.app, projectListUrl(card), lotListSchema);
      const onHome = home.projects.find((item) => item.id === card.id);
      expect(detail.stats.lots_free, card.slug).toBe(card.lots_free);
      expect(onHome?.lots_free, card.slug).toBe(card.lots_free);
      expect(
        plan.buildings.reduce((sum, building) => sum + building.lots_free, 0),
        card.slug,
      ).toBe(card.lots_free);
      expect(list.count, card.slug).toBe(card.lots_free);
      // «от … ₽» of the card is the first lot of the list, cheapest first.
      expect(card.min_price, card.slug).toBe(list.results[0]?.price ?? null);
    }
  });

  it('does not count booked lots, and counts a lot again once its booking is lifted', async () => {
    const [card] = (await everyProject()).filter((item) => item.kind === 'residential' && item.lots_free > 0);
    const [lot] = await ctx.database.db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.projectId, card.id), eq(lots.status, 'free'), inArray(lots.kind, ['flat', 'apartments'])))
      .orderBy(asc(lots.id))
      .limit(1);
    const counts = async () => {
      const [cardNow] = (await expectOk(ctx.app, '/api/projects/?page_size=60', projectListSchema)).results.filter(
        (item) => item.id === card.id,
      );
      const detail = await expectOk(ctx.app, `/api/projects/${card.slug}/`, projectDetailSchema);
      const list = await expectOk(ctx.app, projectListUrl(card), lotListSchema);
      return [cardNow.lots_free, detail.stats.lots_free, list.count];
    };
    await ctx.database.db.update(lots).set({ status: 'BOOKED' }).where(eq(lots.id, lot.id));
    await catalogueFor(ctx.database.db).invalidate();
    try {
      expect(await counts()).toEqual([card.lots_free - 1, card.lots_free - 1, card.lots_free - 1]);
    } finally {
      await ctx.database.db.update(lots).set({ status: 'free' }).where(eq(lots.id, lot.id));
      await catalogueFor(ctx.database.db).invalidate();
    }
    expect(await counts()).toEqual([card.lots_free, card.lots_free, card.lots_free]);
  });

  it('counts the genplan per building from the same lots', async () => {
    const [card] = (await everyProject()).filter((item) => item.kind === 'residential' && item.lots_free > 0);
    const plan = await expectOk(ctx.app, `/api/projects/${card.slug}/genplan/`, genplanSchema);
    const own = await ctx.database.db
      .select({ id: buildings.id })
      .from(buildings)
      .where(eq(buildings.projectId, card.id));
    expect(plan.buildings.map((building) => building.id).sort()).toEqual(own.map((building) => building.id).sort());
    for (const building of plan.buildings) {
      const list = await expectOk(
        ctx.app,
        lotsUrl('apartments', { project: [card.id], building: [building.id] }),
        lotListSchema,
      );
      expect(list.count, building.name).toBe(building.lots_free);
    }
  });

  it("«Подбор коммерции»: each offer's «В продаже» is what its catalogue link lists", async () => {
    const selection = await expectOk(ctx.app, '/api/commercial_selection/', commercialSelectionSchema);
    expect(selection.results.length).toBeGreaterThan(0);
    for (const offer of selection.results) {
      const [, search] = offer.url.split('?');
      const type = new URLSearchParams(search).get('type') as 'office' | 'premise' | 'commercial';
      const list = await expectOk(
        ctx.app,
        lotsUrl('commercials', { type: [type], project: [offer.project.id] }),
        lotListSchema,
      );
      expect(list.count, offer.url).toBe(offer.count);
    }
  });
});

describe('the catalogue opens on homes', () => {
  it('lists flats and apartments on sale by default, no parking or storage, as many as the residential cards say', async () => {
    const list = await expectOk(ctx.app, lotsUrl('apartments', {}, 60), lotListSchema);
    expect(list.results.length).toBeGreaterThan(0);
    expect(
      list.results.every((lot) => (lot.kind === 'flat' || lot.kind === 'apartments') && lot.status === 'free'),
    ).toBe(true);
    // Without the defaults the cheapest lots of the same endpoint are storage rooms: the defaults matter.
    const bare = await expectOk(ctx.app, '/api/apartments/?page_size=1', lotListSchema);
    expect(['parking', 'storage']).toContain(bare.results[0].kind);
    const residential = (await expectOk(ctx.app, '/api/projects/?page_size=60', projectListSchema)).results;
    expect(list.count).toBe(residential.reduce((sum, card) => sum + card.lots_free, 0));
  });

  it('keeps an explicit kind: parking and storage under their own tabs', async () => {
    for (const type of ['parking', 'storage'] as const) {
      const list = await expectOk(ctx.app, lotsUrl('apartments', { type: [type] }, 60), lotListSchema);
      expect(list.count, type).toBeGreaterThan(0);
      expect(list.results.every((lot) => lot.kind === type)).toBe(true);
    }
  });
});
