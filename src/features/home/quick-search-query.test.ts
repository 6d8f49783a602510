import { describe, expect, it } from 'vitest';
import { lotsQuerySchema } from '@/schemas/lots';
import { parseQuery } from '@/lib/query-string';
import { withCatalogueDefaults } from '@/lib/on-sale';
import { EMPTY_CHOICE, priceCeilingLabel, quickSearchCountArgs, quickSearchPath } from './quick-search-query';

describe('quickSearchPath', () => {
  it('opens the whole catalogue when nothing is chosen', () => {
    expect(quickSearchPath(EMPTY_CHOICE)).toBe('/lots');
  });

  it('writes project, rooms (in filter order) and price ceiling as the catalogue reads them', () => {
    const path = quickSearchPath({ project: 3, rooms: ['3', 'studio', '4+'], priceMax: 40_000_000 });
    expect(path).toBe('/lots?project=3&rooms=studio,3,4%2B&price_max=40000000');
    const parsed = lotsQuerySchema.parse(parseQuery(path.split('?')[1]));
    expect(parsed).toMatchObject({ project: [3], rooms: ['studio', '3', '4+'], price_max: 40_000_000 });
  });

  it('leaves out what was not chosen', () => {
    expect(quickSearchPath({ ...EMPTY_CHOICE, rooms: ['2'] })).toBe('/lots?rooms=2');
  });
});

describe('quickSearchCountArgs', () => {
  it('counts what the catalogue lists for the address it opens: homes on sale by default (decision 031)', () => {
    for (const choice of [EMPTY_CHOICE, { project: 3, rooms: ['1' as const], priceMax: 40_000_000 }]) {
      const { catalogue, query } = quickSearchCountArgs(choice);
      expect(catalogue).toBe('apartments');
      const search = quickSearchPath(choice).split('?')[1] ?? '';
      const opened = withCatalogueDefaults(lotsQuerySchema.partial().parse(parseQuery(search)));
      expect({ ...query, page_size: undefined }).toEqual({ ...opened, page_size: undefined });
      expect(query).toMatchObject({ property_type: ['flat', 'apartments'], status: ['free'] });
    }
  });
});

describe('priceCeilingLabel', () => {
  it('reads in millions with non-breaking spaces', () => {
    expect(priceCeilingLabel(40_000_000)).toBe('до\u00a040\u00a0млн\u00a0₽');
    expect(priceCeilingLabel(150_000_000)).toBe('до\u00a0150\u00a0млн\u00a0₽');
  });
});
