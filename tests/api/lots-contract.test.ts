/**
 * Lot API contract: bad input → 400 naming the field in Russian (never 500),
 * ETag / If-None-Match → 304, details and their 404s, the шахматка of a
 * building, structure lists, and a database write showing up after reload.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  buildingDetailSchema,
  buildingListSchema,
  floorDetailSchema,
  layoutDetailSchema,
  sectionListSchema,
} from '../../src/schemas/lot-structure.ts';
import { lotDetailSchema, lotListSchema } from '../../src/schemas/lots.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function ok<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const { status, body } = await getJson(ctx.app, path);
  expect(status, path).toBe(200);
  return schema.parse(body);
}

describe('bad input', () => {
  it('answers 400 naming each bad field with a Russian message', async () => {
    const cases: Array<[string, string[]]> = [
      ['rooms=9', ['rooms']],
      ['rooms=1,9', ['rooms']],
      ['price_min=abc', ['price_min']],
      ['price_max=-5', ['price_max']],
      ['ordering=bogus', ['ordering']],
      ['page=0', ['page']],
      ['page=1.5', ['page']],
      ['page_size=1000', ['page_size']],
      ['page_size=61', ['page_size']],
      ['project=abc', ['project']],
      ['project=1,-2', ['project']],
      ['completion=2027-5', ['completion']],
      ['status=sold', ['status']],
      ['type=villa', ['type']],
      ['balcony=maybe', ['balcony']],
      ['floor_min=1e3', ['floor_min']],
      ['area_max=Infinity', ['area_max']],
      [`directions=${'x'.repeat(101)}`, ['directions']],
      [`project=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, ['project']],
      ['rooms=9&price_min=abc&page=0', ['rooms', 'price_min', 'page']],
    ];
    for (const path of [
      '/api/apartments/',
      '/api/commercials/facets/',
      '/api/apartments/specs/',
      '/api/zero_result/facets/',
      '/api/buildings/',
    ]) {
      for (const [query, fields] of cases) {
        const { status, body } = await getJson(ctx.app, `${path}?${query}`);
        expect(status, `${path}?${query}`).toBe(400);
        const error = apiErrorSchema.parse(body);
        expect(Object.keys(error.errors ?? {}).sort(), query).toEqual([...fields].sort());
        for (const field of fields) expect(error.errors?.[field].error_msg, query).toMatch(/[а-яё]/i);
        expect(error.message).toMatch(/^Некорректное значение/);
      }
    }
  });

  it('refuses a bad id and a bad catalogue with 400, unknown ones with 404 JSON', async () => {
    for (const path of ['/api/apartments/abc/', '/api/commercials/0/', '/api/buildings/-1/', '/api/floors/1.5/']) {
      const { status, body } = await getJson(ctx.app, path);
      expect(status, path).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(body).errors ?? {})).toEqual(['id']);
    }
    expect((await getJson(ctx.app, '/api/zero_result/facets/?catalog=villas')).status).toBe(400);
    for (const path of [
      '/api/apartments/99999999/',
      '/api/buildings/99999/',
      '/api/sections/99999/',
      '/api/floors/99999/',
      '/api/layouts/99999/',
    ]) {
      const { status, body } = await getJson(ctx.app, path);
      expect(status, path).toBe(404);
      expect(apiErrorSchema.parse(body).message).toMatch(/не найден/);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every lot route with its query parameters', async () => {
    const { status, body } = await getJson(ctx.app, '/api/openapi.json');
    expect(status).toBe(200);
    const paths = (body as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> }).paths;
    for (const path of [
      '/api/apartments/',
      '/api/commercials/facets/',
      '/api/zero_result/facets/',
      '/api/buildings/{id}/',
      '/api/layouts/specs/',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
    expect(paths['/api/apartments/'].get?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['rooms', 'price_min', 'ordering', 'page_size']),
    );
  });
});

describe('ETag', () => {
  it('tags lists and answers 304 to If-None-Match, the same tag for the same filters in any order', async () => {
    for (const path of [
      '/api/apartments/?rooms=1,2',
      '/api/apartments/facets/?rooms=1,2',
      '/api/apartments/specs/',
      '/api/zero_result/facets/?price_max=1',
      '/api/buildings/',
    ]) {
      const first = await ctx.app.inject({ url: path });
      const etag = first.headers.etag as string;
      expect(etag, path).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const again = await ctx.app.inject({ url: path, headers: { 'if-none-match': etag } });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      const other = await ctx.app.inject({ url: path, headers: { 'if-none-match': 'W/"stale", "other"' } });
      expect(other.statusCode).toBe(200);
    }
    const a = await ctx.app.inject({ url: '/api/apartments/?rooms=2,1&price_min=' });
    const b = await ctx.app.inject({ url: '/api/apartments/?rooms=1,2' });
    expect(a.headers.etag).toBe(b.headers.etag);
    const c = await ctx.app.inject({ url: '/api/apartments/?rooms=1' });
    expect(c.headers.etag).not.toBe(b.headers.etag);
  });

  it('changes when the data changes (catalog_version trigger → reload)', async () => {
    const path = '/api/apartments/?type=parking&ordering=-price&page_size=1';
    const before = await ctx.app.inject({ url: path });
    const [top] = lotListSchema.parse(before.json()).results;
    await ctx.database.db.execute(sql`update lots set price = price + 1000000 where id = ${top.id}`);
    await catalogueFor(ctx.app.db).invalidate();
    const after = await ctx.app.inject({ url: path, headers: { 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(lotListSchema.parse(after.json()).results[0]).toMatchObject({ id: top.id, price: top.price + 1_000_000 });
    await ctx.database.db.execute(sql`update lots set price = price - 1000000 where id = ${top.id}`);
    await catalogueFor(ctx.app.db).invalidate();
  });
});

describe('lot detail', () => {
  it('returns the full card of a flat and 404 under the wrong catalogue', async () => {
    const [flat] = (await ok('/api/apartments/?property_type=flat&page_size=1', lotListSchema)).results;
    const detail = await ok(`/api/apartments/${flat.id}/`, lotDetailSchema);
    expect(detail).toMatchObject({ id: flat.id, kind: 'flat', price: flat.price, url: `/flat/${flat.id}` });
    expect(detail.project_name).toBe(flat.project.name);
    expect(detail.metro.length).toBeGreaterThan(0);
    expect(detail.metro[0].metro_station.line.color).toMatch(/^#[0-9A-F]{6}$/i);
    expect(detail.floor.lots.some((lot) => lot.id === flat.id)).toBe(true);
    expect(detail.similar.length).toBeGreaterThan(0);
    expect(
      detail.similar.every((lot) => lot.id !== flat.id && lot.kind === 'flat' && lot.project.id === flat.project.id),
    ).toBe(true);
    expect((await getJson(ctx.app, `/api/commercials/${flat.id}/`)).status).toBe(404);
    const [office] = (await ok('/api/commercials/?type=office&page_size=1', lotListSchema)).results;
    expect((await ok(`/api/commercials/${office.id}/`, lotDetailSchema)).kind).toBe('office');
    expect((await getJson(ctx.app, `/api/apartments/${office.id}/`)).status).toBe(404);
  });
});

describe('structure', () => {
  it('gives a building шахматка: sections × floors with every lot', async () => {
    const buildings = await ok('/api/buildings/?type=parking', buildingListSchema);
    const card = buildings.results[0];
    const detail = await ok(`/api/buildings/${card.id}/?rooms=2`, buildingDetailSchema);
    expect(detail.sections.length).toBe(card.sections_count);
    const total = await ctx.database.db.execute(
      sql`select count(*)::int as n from lots where building_id = ${card.id}`,
    );
    const cells = [...detail.sections.flatMap((section) => section.floors), ...detail.other_levels].flatMap(
      (floor) => floor.lots,
    );
    expect(cells.length).toBe(Number((total as unknown as { rows: Array<{ n: number }> }).rows[0].n));
    for (const section of detail.sections) {
      expect(section.floors.map((floor) => floor.number)).toEqual(
        Array.from({ length: section.floors_total }, (_, i) => section.floors_total - i),
      );
    }
    for (const cell of cells) {
      expect(Object.keys(cell).sort()).toEqual([
        'area',
        'id',
        'is_euro',
        'kind',
        'matches',
        'number',
        'price',
        'rooms',
        'status',
        'url',
      ]);
      expect(cell.matches).toBe(cell.status !== 'sold' && cell.rooms === 2 && !cell.is_euro);
    }
    expect(detail.other_levels.some((level) => level.lots.some((lot) => lot.kind === 'parking'))).toBe(true);
  });

  it('lists buildings of a project with all=true, sections and floors with lot stats', async () => {
    const all = await ok('/api/buildings/?project=1&all=true', buildingListSchema);
    expect(all.count).toBeGreaterThan(0);
    expect(all.results.every((building) => building.project.id === 1)).toBe(true);
    const building = all.results[0];
    const sections = await ok(`/api/sections/?building=${building.id}&all=true`, sectionListSchema);
    expect(sections.count).toBe(building.sections_count);
    const floor = await ok('/api/floors/?page_size=1', {
      parse: (value: unknown) => value as { results: Array<{ id: number; lots_count: number }> },
    });
    const plate = await ok(`/api/floors/${floor.results[0].id}/`, floorDetailSchema);
    expect(plate.lots.filter((lot) => lot.matches).length).toBe(floor.results[0].lots_count);
    const layouts = await ok('/api/layouts/?property_type=flat&page_size=1', {
      parse: (value: unknown) => value as { results: Array<{ id: number }> },
    });
    const layout = await ok(`/api/layouts/${layouts.results[0].id}/`, layoutDetailSchema);
    const viaList = await ok(`/api/apartments/?layout=${layout.id}`, lotListSchema);
    expect(layout.lots_count).toBe(viaList.count);
  });
});
