/**
 * Facets, specs and zero-result agree with the list: a single-valued facet
 * sums to the list count, choosing an option gives exactly its count, specs
 * bound the listed values, and every zero-result suggestion brings lots back.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { facetsSchema, lotListSchema, specsSchema, zeroResultSchema, type LotCard } from '../../src/schemas/lots.ts';
import { buildQuery } from '../../src/lib/query-string.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function get<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const { status, body } = await getJson(ctx.app, path);
  expect(status, path).toBe(200);
  return schema.parse(body);
}

const count = async (catalogue: string, query: string) =>
  (await get(`/api/${catalogue}/?${query}`, lotListSchema)).count;

async function allRows(catalogue: string, query: string): Promise<LotCard[]> {
  const first = await get(`/api/${catalogue}/?${query}&page_size=60`, lotListSchema);
  const rows = [...first.results];
  for (let page = 2; page <= first.pages; page++)
    rows.push(...(await get(`/api/${catalogue}/?${query}&page_size=60&page=${page}`, lotListSchema)).results);
  return rows;
}

/** Facets every lot has exactly one value of. */
const SINGLE_VALUED = ['project', 'building', 'completion', 'status'];
const QUERIES: Array<[string, string]> = [
  ['apartments', ''],
  ['apartments', 'property_type=flat&price_max=120000000'],
  ['apartments', 'rooms=1,2,e2&not_first_floor=true&area_min=35'],
  ['apartments', 'type=parking,storage&status=free'],
  ['commercials', 'area_min=60&floor_max=10'],
];

describe('facets', () => {
  it('sum of a single-valued facet equals the list count when that facet is inactive', async () => {
    for (const [catalogue, query] of QUERIES) {
      const { facets } = await get(`/api/${catalogue}/facets/?${query}`, facetsSchema);
      const listed = await count(catalogue, query);
      for (const filter of SINGLE_VALUED) {
        if (new URLSearchParams(query).has(filter)) continue;
        const sum = facets[filter].reduce((total, option) => total + option.count, 0);
        expect(sum, `${catalogue}?${query} ${filter}`).toBe(listed);
      }
    }
  });

  it('choosing an option lists exactly its count, and disabled options have none', async () => {
    for (const [catalogue, query] of QUERIES) {
      const { facets } = await get(`/api/${catalogue}/facets/?${query}`, facetsSchema);
      for (const filter of ['rooms', 'completion', 'finishing', 'type', 'balcony', 'discount']) {
        for (const option of facets[filter].slice(0, 4)) {
          const params = Object.fromEntries(new URLSearchParams(query));
          const narrowed = buildQuery({ ...params, [filter]: option.value });
          expect(await count(catalogue, narrowed), `${catalogue}?${narrowed}`).toBe(option.count);
          expect(option.disabled === true, `${filter}=${option.value}`).toBe(option.count === 0);
          expect(option.label).not.toBe('');
        }
      }
    }
  });

  it('counts a facet under the other filters only', async () => {
    const { facets } = await get('/api/apartments/facets/?rooms=2&property_type=flat', facetsSchema);
    const studio = facets.rooms.find((option) => option.value === 'studio');
    expect(studio?.count).toBe(await count('apartments', 'rooms=studio&property_type=flat'));
    expect(studio?.count).toBeGreaterThan(0);
    const apartments = facets.property_type.find((option) => option.value === 'apartments');
    expect(apartments?.count).toBe(await count('apartments', 'rooms=2&property_type=apartments'));
  });

  it('labels options in Russian and groups buildings by project', async () => {
    const { facets } = await get('/api/apartments/facets/', facetsSchema);
    expect(facets.rooms.map((option) => option.label)).toEqual(
      ['Студия', '1', '2', '3', '4+', '2Е', '3Е', '4Е'].filter((label) => facets.rooms.some((o) => o.label === label)),
    );
    expect(
      facets.building.every((option) => typeof option.group === 'string' && /^Корпус|таунхаус/i.test(option.label)),
    ).toBe(true);
    expect(
      facets.completion.every((option) => option.value === 'ready' || /^[1-4] кв\. \d{4}$/.test(option.label)),
    ).toBe(true);
  });
});

describe('specs', () => {
  it('gives min and max of the listed lots under the filters', async () => {
    for (const [catalogue, query] of QUERIES) {
      const specs = await get(`/api/${catalogue}/specs/?${query}`, specsSchema);
      const rows = await allRows(catalogue, query);
      expect(rows.length).toBeGreaterThan(0);
      const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
      expect(specs.price, query).toEqual(range(rows.map((lot) => lot.price)));
      expect(specs.area, query).toEqual(range(rows.map((lot) => lot.area)));
      expect(specs.floor, query).toEqual(range(rows.map((lot) => lot.floor_number)));
      expect(specs.price_per_m2, query).toEqual(range(rows.map((lot) => lot.price_per_m2)));
    }
  });

  it('answers nulls when nothing matches', async () => {
    const specs = await get('/api/apartments/specs/?price_max=1', specsSchema);
    expect(specs.price).toEqual({ min: null, max: null });
  });
});

describe('zero_result/facets', () => {
  it('suggests dropping single filters, each actually bringing lots back', async () => {
    const query = 'property_type=flat&rooms=studio&price_min=900000000&floor_min=3';
    expect(await count('apartments', query)).toBe(0);
    const zero = await get(`/api/zero_result/facets/?${query}`, zeroResultSchema);
    expect(zero.count).toBe(0);
    expect(zero.suggestions.length).toBeGreaterThan(0);
    expect(zero.suggestions[0]).toMatchObject({ filter: 'price_min', label: 'Снять фильтр «Цена от»' });
    for (const suggestion of zero.suggestions) {
      const params = new URLSearchParams(query);
      params.delete(suggestion.filter);
      expect(await count('apartments', params.toString()), suggestion.filter).toBe(suggestion.count);
      expect(suggestion.count).toBeGreaterThan(0);
      expect(suggestion.label).toMatch(/^Снять фильтр «.+»$/);
    }
    const counts = zero.suggestions.map((suggestion) => suggestion.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('works for the commercial catalogue and names «Цена до»', async () => {
    const zero = await get('/api/zero_result/facets/?catalog=commercials&price_max=1&type=office', zeroResultSchema);
    expect(zero.count).toBe(0);
    const suggestion = zero.suggestions.find((item) => item.filter === 'price_max');
    expect(suggestion?.label).toBe('Снять фильтр «Цена до»');
    expect(suggestion?.count).toBe(await count('commercials', 'type=office'));
  });
});
