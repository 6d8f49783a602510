/**
 * Lot lists: every filter narrows the list exactly as SQL over the same
 * database would (an independent oracle for the in-memory engine), returned
 * rows satisfy it, sorting is stable and pages never overlap.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { facetsSchema, lotListSchema, type LotCard } from '../../src/schemas/lots.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';
import { LOT_ORDERINGS } from '../../src/schemas/lot-vocabulary.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function list(path: string) {
  const { status, body } = await getJson(ctx.app, path);
  expect(status, path).toBe(200);
  return lotListSchema.parse(body);
}

async function allPages(path: string): Promise<LotCard[]> {
  const join = path.includes('?') ? '&' : '?';
  const first = await list(`${path}${join}page_size=60`);
  const rows = [...first.results];
  for (let page = 2; page <= first.pages; page++)
    rows.push(...(await list(`${path}${join}page_size=60&page=${page}`)).results);
  expect(rows).toHaveLength(first.count);
  return rows;
}

/** Count of listed lots by SQL: residential catalogue, never sold, plus `where`. */
async function sqlCount(where: string, kinds = `'flat','apartments','townhouse','parking','storage'`): Promise<number> {
  const result = await ctx.database.db.execute(
    sql.raw(`select count(*)::int as n from lots l
    join buildings b on b.id = l.building_id left join sections s on s.id = l.section_id
    where l.kind in (${kinds}) and l.status <> 'sold' and (${where})`),
  );
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
}

async function firstValue(filter: string, catalogue = 'apartments'): Promise<string | number | boolean> {
  const { body } = await getJson(ctx.app, `/api/${catalogue}/facets/`);
  const option = facetsSchema.parse(body).facets[filter].find((item) => item.count > 0);
  if (!option) throw new Error(`no ${filter} values`);
  return option.value;
}

describe('lot filters', () => {
  it('lists residential lots on sale without filters, never sold or commercial ones', async () => {
    const all = await list('/api/apartments/?page_size=60');
    expect(all.count).toBe(await sqlCount('true'));
    expect(
      all.results.every((lot) => lot.status !== 'sold' && !['commercial', 'office', 'premise'].includes(lot.kind)),
    ).toBe(true);
    const commercial = await list('/api/commercials/');
    expect(commercial.count).toBe(await sqlCount('true', `'commercial','office','premise'`));
    expect(commercial.count).toBeGreaterThan(0);
  });

  it('narrows by each filter exactly like SQL', async () => {
    const project = await firstValue('project');
    const building = await firstValue('building');
    const section = await firstValue('section');
    const finishing = await firstValue('finishing');
    const layout = await firstValue('layout');
    const direction = String(await firstValue('directions'));
    const completion = String(await firstValue('completion'));
    const [year, quarter] = completion.split('-');
    const completionSql =
      completion === 'ready'
        ? `b.completion_status <> 'building'`
        : `b.completion_status = 'building' and b.completion_year = ${year} and b.completion_quarter = ${quarter}`;
    const cases: Array<[string, string]> = [
      ['property_type=flat', `l.kind = 'flat'`],
      ['property_type=flat,apartments', `l.kind in ('flat','apartments')`],
      ['type=parking', `l.kind = 'parking'`],
      ['type=storage,townhouse', `l.kind in ('storage','townhouse')`],
      [`project=${project}`, `l.project_id = ${project}`],
      [`building=${building}`, `l.building_id = ${building}`],
      [`section=${section}`, `l.section_id = ${section}`],
      ['rooms=studio', `l.rooms = 0`],
      ['rooms=1,2', `l.rooms in (1, 2) and not l.is_euro`],
      ['rooms=4%2B', `l.rooms >= 4 and not l.is_euro`],
      ['rooms=e2,e3', `l.is_euro and l.rooms in (2, 3)`],
      ['price_min=50000000&price_max=90000000', `l.price between 50000000 and 90000000`],
      ['area_min=40.5&area_max=70', `l.area between 40.5 and 70`],
      ['floor_min=3&floor_max=7', `l.floor_number between 3 and 7`],
      ['not_first_floor=true', `l.floor_number <> 1`],
      ['not_last_floor=true', `l.floor_number < coalesce(s.floors_total, b.floors_total)`],
      [`completion=${completion}`, completionSql],
      [`finishing=${finishing}`, `l.finishing_id = ${finishing}`],
      [`directions=${encodeURIComponent(direction)}`, `'${direction.replace(/'/g, "''")}' = any(l.directions_of_view)`],
      ['balcony=true', `l.balcony`],
      ['dressing_room=true', `l.dressing_room`],
      ['ceiling_min=3.2', `l.ceiling_height >= 3.2`],
      ['status=BOOKED', `l.status = 'BOOKED'`],
      ['status=free', `l.status = 'free'`],
      ['discount=true', `l.old_price > l.price`],
      [`layout=${layout}`, `l.layout_id = ${layout}`],
      ['balcony=false', 'true'],
      [
        `property_type=flat&rooms=2,3&price_max=400000000&project=${project}`,
        `l.kind = 'flat' and l.rooms in (2,3) and not l.is_euro and l.price <= 400000000 and l.project_id = ${project}`,
      ],
    ];
    const total = (await list('/api/apartments/')).count;
    for (const [query, where] of cases) {
      const found = await list(`/api/apartments/?${query}`);
      expect(found.count, query).toBe(await sqlCount(where));
      // Not vacuous: each filter keeps some lots and (but for a `false` flag) drops some.
      expect(found.count, query).toBeGreaterThan(0);
      if (where !== 'true') expect(found.count, query).toBeLessThan(total);
    }
  });

  it('returns only rows that satisfy the filters', async () => {
    const rows = await allPages('/api/apartments/?rooms=1,studio&price_max=90000000&floor_min=3&status=free');
    expect(rows.length).toBeGreaterThan(0);
    for (const lot of rows) {
      expect(lot.rooms === 0 || (lot.rooms === 1 && !lot.is_euro), String(lot.id)).toBe(true);
      expect(lot.price).toBeLessThanOrEqual(90_000_000);
      expect(lot.floor_number).toBeGreaterThanOrEqual(3);
      expect(lot.status).toBe('free');
    }
    const discounted = await allPages('/api/apartments/?discount=true&type=parking');
    expect(
      discounted.every((lot) => lot.kind === 'parking' && lot.old_price !== null && lot.old_price > lot.price),
    ).toBe(true);
    const offices = await allPages('/api/commercials/?type=office');
    expect(offices.length).toBeGreaterThan(0);
    expect(offices.every((lot) => lot.kind === 'office' && lot.url === `/office/${lot.id}`)).toBe(true);
    const commercials = await list('/api/commercials/?type=commercials');
    expect(commercials.count).toBe((await list('/api/commercials/')).count);
  });

  it('sorts by every ordering, stable by id, and pages without overlap', async () => {
    const orderings = LOT_ORDERINGS;
    const value = (lot: LotCard, key: string) =>
      key === 'floor'
        ? lot.floor_number
        : key === 'completion'
          ? lot.completion.status === 'building'
            ? lot.completion.year * 10 + lot.completion.quarter
            : 0
          : lot[key as 'price' | 'area' | 'price_per_m2'];
    for (const ordering of orderings) {
      const rows = await allPages(`/api/apartments/?type=parking,storage&ordering=${ordering}`);
      const key = ordering.replace('-', '');
      const sign = ordering.startsWith('-') ? -1 : 1;
      for (let i = 1; i < rows.length; i++) {
        const diff = sign * (value(rows[i], key) - value(rows[i - 1], key));
        expect(diff > 0 || (diff === 0 && rows[i].id > rows[i - 1].id), `${ordering} at ${i}`).toBe(true);
      }
      expect(new Set(rows.map((lot) => lot.id)).size).toBe(rows.length);
    }
    const page = await list('/api/apartments/?page=2&page_size=5');
    expect(page).toMatchObject({ page: 2, next_page: 3 });
    expect(page.pages).toBe(Math.ceil(page.count / 5));
    const beyond = await list(`/api/apartments/?page=${page.pages + 1}&page_size=5`);
    expect(beyond).toMatchObject({ results: [], next_page: null });
  });

  it('accepts a single value, a comma list and repeated parameters alike', async () => {
    const comma = await list('/api/apartments/?rooms=1,2');
    const repeated = await list('/api/apartments/?rooms=1&rooms=2');
    const spaced = await list('/api/apartments/?rooms=%202%20,1');
    // A hand-typed `4+` arrives as `4 ` (a plus is a space in a query string).
    expect((await list('/api/apartments/?rooms=4+')).count).toBe((await list('/api/apartments/?rooms=4%2B')).count);
    expect(repeated.count).toBe(comma.count);
    expect(spaced.count).toBe(comma.count);
    const empty = await list('/api/apartments/?rooms=&price_min=&ordering=');
    expect(empty.count).toBe((await list('/api/apartments/')).count);
  });

  it('builds card fields: url alias, plan, completion text', async () => {
    const [flat] = (await list('/api/apartments/?property_type=flat&page_size=1')).results;
    expect(flat.url).toBe(`/flat/${flat.id}`);
    expect(flat.plan).toMatch(/^\/media\/files\/plans\/\d+\.svg$/);
    const plan = await ctx.app.inject({ url: flat.plan as string });
    expect(plan.statusCode).toBe(200);
    const [parking] = (await list('/api/apartments/?type=parking&page_size=1')).results;
    expect(parking.url).toBe(`/lots/${parking.id}`);
    expect(parking.plan).toBeNull();
    const texts = new Set((await allPages('/api/apartments/?type=storage')).map((lot) => lot.completion.text));
    for (const text of texts)
      expect(text).toMatch(/^(Сдача [1-4] кв\. \d{4}|Построен, но не сдан|Построен и сдан|Дом сдан)$/);
  });
});
