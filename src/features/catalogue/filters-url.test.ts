import { describe, expect, it } from 'vitest';
import { catalogueOf } from '@/entities/lot/lot-catalogue';
import { filtersToSearch, parseFilters, sameFilters, withoutKeys } from './filters-url';
import { applyKind, kindOf } from './lot-kinds';

describe('parseFilters: URL → filters', () => {
  it('reads the API parameters by the §2 query rules', () => {
    const { filters, dropped } = parseFilters(
      '?property_type=flat&rooms=2,3&project=4&price_max=45000000&balcony=true&ordering=-area',
    );
    expect(filters).toEqual({
      property_type: ['flat'],
      rooms: ['2', '3'],
      project: [4],
      price_max: 45_000_000,
      balcony: true,
      ordering: '-area',
      status: ['free'],
    });
    expect(dropped).toEqual([]);
  });

  it('drops only the bad parameters and keeps the rest of the link working', () => {
    const { filters, dropped } = parseFilters('rooms=9&price_min=abc&project=2&ordering=cheap&floor_min=3');
    expect(filters).toEqual({ project: [2], floor_min: 3, property_type: ['flat', 'apartments'], status: ['free'] });
    expect(dropped.sort()).toEqual(['ordering', 'price_min', 'rooms']);
  });

  it('never crashes on garbage', () => {
    for (const search of [
      '?%%%',
      '?rooms=',
      '?=&&=',
      '?project=,,,',
      '?price_min=1e999',
      `?directions=${'x'.repeat(500)}`,
    ]) {
      expect(() => parseFilters(search)).not.toThrow();
    }
  });

  it('treats paging and unknown names as not filters', () => {
    const { filters, dropped } = parseFilters('page=3&page_size=60&utm_source=tg&type=parking');
    expect(filters).toEqual({ type: ['parking'], status: ['free'] });
    expect(dropped.sort()).toEqual(['page', 'page_size', 'utm_source']);
  });

  it('reads a raw «4+» (decoded to «4 ») as the 4+ room filter', () => {
    expect(parseFilters('rooms=4+').filters.rooms).toEqual(['4+']);
    expect(parseFilters('rooms=4%2B').filters.rooms).toEqual(['4+']);
  });

  it('drops flags set to false: an unticked box is no filter', () => {
    expect(parseFilters('balcony=false&discount=true&type=storage').filters).toEqual({
      discount: true,
      type: ['storage'],
      status: ['free'],
    });
  });
});

describe('the default view (decision 031): homes on sale', () => {
  it('reads an address naming no kind and no status as flats and apartments on sale', () => {
    expect(parseFilters('').filters).toEqual({ property_type: ['flat', 'apartments'], status: ['free'] });
    expect(parseFilters('?rooms=2').filters).toEqual({
      rooms: ['2'],
      property_type: ['flat', 'apartments'],
      status: ['free'],
    });
  });

  it('keeps an explicit kind or status as it is', () => {
    expect(parseFilters('?type=parking').filters).toEqual({ type: ['parking'], status: ['free'] });
    expect(parseFilters('?property_type=apartments&status=BOOKED').filters).toEqual({
      property_type: ['apartments'],
      status: ['BOOKED'],
    });
    expect(parseFilters('?status=free,BOOKED').filters.status).toEqual(['free', 'BOOKED']);
  });

  it('never writes the defaults, so /lots stays the link of the default view', () => {
    expect(filtersToSearch({ property_type: ['apartments', 'flat'], status: ['free'] })).toBe('');
    expect(filtersToSearch({ property_type: ['flat', 'apartments'], status: ['free'], rooms: ['1'] })).toBe('rooms=1');
    expect(filtersToSearch({ type: ['storage'], status: ['free'] })).toBe('type=storage');
    expect(filtersToSearch({ status: ['free', 'BOOKED'] })).toBe('status=free,BOOKED');
  });
});

describe('filtersToSearch: filters → URL', () => {
  it('writes comma-joined arrays in schema order without empty values', () => {
    expect(
      filtersToSearch({
        price_max: 45_000_000,
        rooms: ['2', '4+'],
        property_type: ['flat'],
        project: [],
        balcony: false,
        discount: undefined,
      }),
    ).toBe('property_type=flat&rooms=2,4%2B&price_max=45000000');
  });

  it('never writes paging', () => {
    expect(filtersToSearch({ page: 3, page_size: 24, type: ['storage'] })).toBe('type=storage');
  });

  it('round-trips: the URL it writes reads back to the same filters', () => {
    const filters = {
      type: ['commercials' as const],
      project: [1, 3],
      completion: ['ready', '2027-4'],
      directions: ['Москва-река', 'Двор'],
      area_min: 40.5,
      floor_max: 12,
      not_first_floor: true,
      status: ['BOOKED' as const],
      ordering: '-price' as const,
    };
    const search = filtersToSearch(filters);
    expect(parseFilters(search).filters).toEqual(filters);
    expect(parseFilters(filtersToSearch({ rooms: ['2'] })).filters).toEqual({
      rooms: ['2'],
      property_type: ['flat', 'apartments'],
      status: ['free'],
    });
    expect(sameFilters(parseFilters(search).filters, filters)).toBe(true);
  });

  it('removes keys for chips and suggestions', () => {
    expect(withoutKeys({ rooms: ['2'], price_max: 5 }, ['price_max'])).toEqual({ rooms: ['2'] });
  });
});

describe('kind tabs and the mobile aside links (spec §2)', () => {
  it.each([
    ['?property_type=flat', 'flat', 'apartments'],
    ['?property_type=apartments', 'apartments', 'apartments'],
    ['?type=parking', 'parking', 'apartments'],
    ['?type=storage', 'storage', 'apartments'],
    ['?type=commercials', 'commercials', 'commercials'],
    ['?type=office,premise', 'commercials', 'commercials'],
    ['', 'homes', 'apartments'],
    ['?property_type=flat,apartments', 'homes', 'apartments'],
  ])('%s lands on the %s tab and the %s endpoint', (search, kind, catalogue) => {
    const { filters } = parseFilters(search);
    expect(kindOf(filters)).toBe(kind);
    expect(catalogueOf(filters)).toBe(catalogue);
  });

  it('selects no tab for a mix', () => {
    expect(kindOf({ type: ['parking', 'storage'] })).toBeNull();
    expect(kindOf({ property_type: ['flat'], type: ['parking'] })).toBeNull();
  });

  it('keeps only kind-neutral filters when switching', () => {
    expect(
      applyKind({ property_type: ['flat'], rooms: ['2'], price_max: 1e7, project: [2], ordering: 'area' }, 'parking'),
    ).toEqual({
      project: [2],
      ordering: 'area',
      type: ['parking'],
    });
    expect(applyKind({ type: ['parking'], status: ['free'] }, 'homes')).toEqual({
      property_type: ['flat', 'apartments'],
      status: ['free'],
    });
  });
});
