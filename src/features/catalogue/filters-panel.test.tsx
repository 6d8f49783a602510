import { describe, expect, it } from 'vitest';
import { paramsInGroup } from '@/schemas/lot-filter-params';
import type { LotsFilters } from '@/schemas/lots';
import { activeCount } from './filters-panel';

const EXTRA = paramsInGroup('extra') as (keyof LotsFilters)[];

describe('the «Фильтры (N)» count', () => {
  it('counts a range once, however many ends are set, and each other filter once', () => {
    expect(activeCount({ floor_min: 2, floor_max: 9, balcony: true, ceiling_min: 3 }, EXTRA)).toBe(3);
    expect(
      activeCount({ price_min: 1, price_max: 2, area_min: 30, rooms: ['1', '2'] }, [
        'price_min',
        'price_max',
        'area_min',
        'rooms',
      ]),
    ).toBe(3);
  });

  it('leaves out what is off, the defaults and the filters of other groups', () => {
    expect(activeCount({ balcony: false, status: ['free'], finishing: [] }, EXTRA)).toBe(0);
    expect(activeCount({ price_min: 1, project: [3] }, EXTRA)).toBe(0);
    expect(activeCount({ status: ['BOOKED'], building: [4] }, EXTRA)).toBe(2);
  });
});
