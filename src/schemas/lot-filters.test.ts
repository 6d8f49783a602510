/**
 * The filter table and what is derived from it: the query parameters of the
 * zod schema, their labels, groups and the rules a range row must keep so
 * the panel can draw it (a slider needs both ends; presets take a lower bound).
 */
import { describe, expect, it } from 'vitest';
import {
  FILTER_PARAM_NAMES,
  RANGE_FILTERS,
  filterLabel,
  filterParamInfo,
  filterParamLabel,
  paramsInGroup,
} from './lot-filter-params';
import { LOT_FILTERS } from './lot-filters';
import { lotsQuerySchema, specsSchema } from './lots';

describe('the lot filter table', () => {
  it('gives the query schema exactly its parameters, in table order, then ordering and paging', () => {
    expect(Object.keys(lotsQuerySchema.shape)).toEqual([...FILTER_PARAM_NAMES, 'ordering', 'page', 'page_size']);
    expect(FILTER_PARAM_NAMES).toContain('price_min');
    expect(FILTER_PARAM_NAMES).toContain('ceiling_min');
    expect(FILTER_PARAM_NAMES).not.toContain('ceiling_max');
  });

  it('reads a range parameter with its row’s bounds and message', () => {
    const floor = lotsQuerySchema.shape.floor_min;
    expect(floor.parse('-2')).toBe(-2);
    expect(floor.safeParse('2.5').success).toBe(false);
    const price = lotsQuerySchema.shape.price_max.safeParse('10000000001');
    expect(price.success).toBe(false);
    expect(price.error?.issues[0]?.message).toBe('Цена — число рублей от 0 до 10 000 000 000');
    expect(lotsQuerySchema.shape.rooms.parse('4,e2')).toEqual(['4+', 'e2']);
  });

  it('names each parameter for zero-result and knows its row', () => {
    expect(filterParamLabel(filterParamInfo('price_max')!)).toBe('Цена до');
    expect(filterParamLabel(filterParamInfo('ceiling_min')!)).toBe('Высота потолков от');
    expect(filterParamLabel(filterParamInfo('finishing')!)).toBe('Отделка');
    expect(filterParamInfo('ordering')).toBeUndefined();
    expect(filterParamInfo('area_min')?.row.key).toBe('area');
  });

  it('names a filter by its key as its row does', () => {
    expect(filterLabel('project')).toBe('Проект');
    expect(filterLabel('completion')).toBe('Срок сдачи');
    expect(filterLabel('ceiling')).toBe('Высота потолков');
    for (const row of LOT_FILTERS) expect(filterLabel(row.key)).toBe(row.label);
  });

  it('puts the «Все фильтры» parameters in the extra group', () => {
    expect(paramsInGroup('extra').sort()).toEqual(
      [
        'building',
        'floor_min',
        'floor_max',
        'not_first_floor',
        'not_last_floor',
        'completion',
        'finishing',
        'directions',
        'balcony',
        'dressing_room',
        'ceiling_min',
        'status',
        'discount',
      ].sort(),
    );
  });

  it('reports specs for every range field and the price per m²', () => {
    expect(Object.keys(specsSchema.shape).sort()).toEqual(
      [...RANGE_FILTERS.map((row) => row.key), 'price_per_m2'].sort(),
    );
  });

  it('keeps keys unique and range rows drawable', () => {
    const keys = LOT_FILTERS.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(FILTER_PARAM_NAMES).size).toBe(FILTER_PARAM_NAMES.length);
    for (const row of RANGE_FILTERS) {
      expect(row.min, row.key).toBeLessThan(row.max);
      // A slider has two handles; a Select of presets sets a lower bound only.
      expect(row.ends, row.key).toEqual(row.presets ? ['min'] : ['min', 'max']);
      expect(row.scale, row.key).toBeGreaterThan(0);
    }
  });
});
