import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  projectDetailSchema,
  projectFacetsSchema,
  projectListSchema,
  projectSpecsSchema,
} from '../../src/schemas/projects.ts';
import { buildings, lots, projects } from '../../server/db/schema/index.ts';
import { HOME_KINDS } from '../../src/lib/on-sale.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

const ok = <T>(url: string, schema: { parse(value: unknown): T }) => expectOk(ctx.app, url, schema);
const fails = (url: string, status: number) => expectError(ctx.app, url, status);

const list = (query = '') => ok(`/api/projects/${query}`, projectListSchema);

describe('GET /api/projects/ and /api/commercial_projects/', () => {
  it('lists every published project of the kind, in display order, with card facts', async () => {
    const rows = await ctx.database.db.select().from(projects).where(eq(projects.kind, 'residential'));
    const all = await list('?page_size=60');
    expect(all.count).toBe(rows.length);
    expect(all.results.map((item) => item.slug)).toEqual(
      [...rows].sort((a, b) => a.sort - b.sort).map((row) => row.slug),
    );
    const first = all.results[0];
    expect(first.url).toBe(`/projects/${first.slug}`);
    expect(first.metros.length).toBeGreaterThan(0);
    expect(first.metros[0].metro_station.line.color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(['walk', 'transport']).toContain(first.metros[0].type.name);
    expect(first.metros[0].type.icon_content).toMatch(/^<svg/);
    const commercial = await ok('/api/commercial_projects/', projectListSchema);
    expect(commercial.count).toBeGreaterThan(0);
    expect(
      commercial.results.every((item) => item.kind === 'commercial' && item.url.startsWith('/projects-commercial/')),
    ).toBe(true);
  });

  it('agrees with the lots table on free lots and the lowest price', async () => {
    const all = await list('?page_size=60');
    for (const item of all.results) {
      const free = await ctx.database.db
        .select({ price: lots.price })
        .from(lots)
        .where(and(eq(lots.projectId, item.id), eq(lots.status, 'free'), inArray(lots.kind, [...HOME_KINDS])));
      expect(item.lots_free, item.slug).toBe(free.length);
      expect(item.min_price, item.slug).toBe(free.length ? Math.min(...free.map((row) => row.price)) : null);
    }
  });

  it('pages with next_page for infinite scroll', async () => {
    const first = await list('?page_size=3');
    expect(first.results).toHaveLength(3);
    expect(first.next_page).toBe(2);
    const last = await list(`?page_size=3&page=${first.pages}`);
    expect(last.next_page).toBeNull();
    expect((await list('?page=50')).results).toEqual([]);
  });

  it('filters by district, completion year, metro, free lots and price', async () => {
    const all = (await list('?page_size=60')).results;
    const district = all[0].district;
    const byDistrict = await list(`?district=${encodeURIComponent(district)}`);
    expect(byDistrict.count).toBe(all.filter((item) => item.district === district).length);

    const year = all[0].completion_years[0];
    const byYear = await list(`?completion_year=${year}`);
    expect(byYear.count).toBe(all.filter((item) => item.completion_years.includes(year)).length);
    const [withYear] = await ctx.database.db
      .select()
      .from(buildings)
      .where(eq(buildings.completionYear, year))
      .limit(1);
    expect(byYear.results.map((item) => item.id)).toContain(withYear.projectId);

    const facets = await ok('/api/projects/facets/', projectFacetsSchema);
    const station = facets.facets.metro[0];
    const byMetro = await list(`?metro=${station.value}`);
    expect(byMetro.count).toBe(station.count);
    expect(byMetro.count).toBeGreaterThan(0);

    const free = await list('?has_free_lots=true&page_size=60');
    expect(free.count).toBe(all.filter((item) => item.lots_free > 0).length);
    expect(free.count).toBeLessThan(all.length);
    expect((await list('?has_free_lots=false')).count).toBe(all.length);

    const min = 40_000_000;
    const max = 80_000_000;
    const byPrice = await list(`?price_min=${min}&price_max=${max}&page_size=60`);
    const inRange = await ctx.database.db
      .selectDistinct({ projectId: lots.projectId })
      .from(lots)
      .innerJoin(projects, eq(projects.id, lots.projectId))
      .where(
        and(
          eq(projects.kind, 'residential'),
          eq(lots.status, 'free'),
          inArray(lots.kind, [...HOME_KINDS]),
          gte(lots.price, min),
          lte(lots.price, max),
        ),
      );
    expect(byPrice.results.map((item) => item.id).sort()).toEqual(inRange.map((row) => row.projectId).sort());
  });

  it('orders by price, completion and name', async () => {
    const byPrice = (await list('?ordering=min_price&page_size=60')).results.map((item) => item.min_price);
    const priced = byPrice.filter((price): price is number => price !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(byPrice.slice(priced.length).every((price) => price === null)).toBe(true);
    const desc = (await list('?ordering=-min_price&page_size=60')).results
      .map((item) => item.min_price)
      .filter((price) => price !== null);
    expect(desc).toEqual([...priced].reverse());
    const names = (await list('?ordering=name&page_size=60')).results.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });

  it('counts each facet under the other filters only', async () => {
    const all = (await list('?page_size=60')).results;
    const { facets } = await ok('/api/projects/facets/', projectFacetsSchema);
    expect(facets.district.reduce((sum, option) => sum + option.count, 0)).toBe(all.length);
    expect(facets.has_free_lots[0].count).toBe(all.filter((item) => item.lots_free > 0).length);
    const district = all[0].district;
    const narrowed = await ok(`/api/projects/facets/?district=${encodeURIComponent(district)}`, projectFacetsSchema);
    // Own filter ignored: every district is still offered with its full count.
    expect(narrowed.facets.district).toEqual(facets.district);
    const inDistrict = all.filter((item) => item.district === district);
    expect(narrowed.facets.has_free_lots[0].count).toBe(inDistrict.filter((item) => item.lots_free > 0).length);
    for (const option of narrowed.facets.completion_year) {
      expect(option.count).toBe(
        inDistrict.filter((item) => item.completion_years.includes(Number(option.value))).length,
      );
      expect(option.disabled).toBe(option.count === 0);
    }
  });

  it('gives ranges of price, area and completion year', async () => {
    const all = (await list('?page_size=60')).results;
    const specs = await ok('/api/projects/specs/', projectSpecsSchema);
    const prices = all.map((item) => item.min_price).filter((price): price is number => price !== null);
    expect(specs.price.min).toBe(Math.min(...prices));
    expect(specs.price.max).toBeGreaterThanOrEqual(Math.max(...prices));
    expect(specs.completion_year.min).toBe(Math.min(...all.flatMap((item) => item.completion_years)));
    // The price filter leaves the price track whole.
    const filtered = await ok('/api/projects/specs/?price_max=50000000', projectSpecsSchema);
    expect(filtered.price).toEqual(specs.price);
    const none = await ok('/api/projects/specs/?district=Нигде', projectSpecsSchema);
    expect(none).toEqual({
      price: { min: null, max: null },
      area: { min: null, max: null },
      completion_year: { min: null, max: null },
    });
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await ctx.app.inject({ url: '/api/projects/?district=Хамовники' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({
      url: '/api/projects/?district=Хамовники',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({ url: '/api/projects/facets/', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it.each([
    ['?completion_year=20x5', 'completion_year'],
    ['?metro=abc', 'metro'],
    ['?has_free_lots=maybe', 'has_free_lots'],
    ['?price_min=-5', 'price_min'],
    ['?ordering=price', 'ordering'],
    ['?page=0', 'page'],
    ['?page_size=1000', 'page_size'],
    [`?district=${'я'.repeat(101)}`, 'district'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const body = await fails(`/api/projects/${query}`, 400);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(body.errors?.[field].error_msg).toMatch(/[а-яё]/i);
    await fails(`/api/projects/facets/${query}`, 400);
  });
});

describe('GET /api/projects/{id}/', () => {
  it('finds a project by id and by slug, with the same answer', async () => {
    const [row] = await ctx.database.db.select().from(projects).where(eq(projects.kind, 'residential')).limit(1);
    const byId = await ok(`/api/projects/${row.id}/`, projectDetailSchema);
    const bySlug = await ok(`/api/projects/${row.slug}/`, projectDetailSchema);
    expect(bySlug).toEqual(byId);
    expect(byId.slug).toBe(row.slug);
    expect(byId.description.length).toBeGreaterThan(1);
    expect(byId.description.join('\n\n')).toBe(row.description);
    expect(byId.gallery.map((image) => image.src)).toEqual(row.gallery);
    expect(byId.stats.buildings).toBe(
      (await ctx.database.db.select().from(buildings).where(eq(buildings.projectId, row.id))).length,
    );
    expect(byId.completion_text).toMatch(/^(Сдача \d кв\. \d{4}|Построен, но не сдан|Построен и сдан|Дом сдан)$/);
    expect(byId.metro.length).toBeGreaterThan(0);
  });

  it('keeps the kinds apart: a commercial project is not a residential one', async () => {
    const [office] = await ctx.database.db.select().from(projects).where(eq(projects.kind, 'commercial')).limit(1);
    await fails(`/api/projects/${office.slug}/`, 404);
    await fails(`/api/projects/${office.id}/genplan/`, 404);
    const detail = await ok(`/api/commercial_projects/${office.slug}/`, projectDetailSchema);
    expect(detail.url).toBe(`/projects-commercial/${office.slug}`);
  });

  it('answers 404 JSON for unknown ids and slugs, 400 for malformed ones', async () => {
    const missing = await fails('/api/projects/no-such-project/', 404);
    expect(missing.message).toBe('Проект не найден');
    await fails('/api/projects/999999/', 404);
    await fails('/api/projects/99999999999999/', 404);
    const bad = await fails('/api/projects/Bad%20Slug!/', 400);
    expect(Object.keys(bad.errors ?? {})).toEqual(['id']);
  });
});
