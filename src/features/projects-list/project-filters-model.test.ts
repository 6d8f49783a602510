import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  facetLabel,
  facetSelectOptions,
  parseProjectFilters,
  projectFiltersQuery,
  projectFiltersSearch,
} from './project-filters-model';

describe('project list filters in the URL', () => {
  it('parses comma lists, numbers and the flag', () => {
    expect(
      parseProjectFilters('?district=Хамовники,Якиманка&completion_year=2027,2028&metro=1&has_free_lots=true'),
    ).toEqual({
      district: ['Хамовники', 'Якиманка'],
      completion_year: [2027, 2028],
      metro: [1],
      has_free_lots: true,
    });
  });

  it('ignores malformed items and unknown keys instead of failing', () => {
    expect(parseProjectFilters('completion_year=abc,2027&metro=-3,x&has_free_lots=yes&page=2')).toEqual({
      ...EMPTY_FILTERS,
      completion_year: [2027],
    });
  });

  it('keeps numeral-looking district names as strings', () => {
    expect(parseProjectFilters('district=2024').district).toEqual(['2024']);
  });

  it('builds a canonical search string and round-trips it', () => {
    const filters = { district: ['Хамовники'], completion_year: [2027, 2028], metro: [], has_free_lots: true };
    const search = projectFiltersSearch(filters);
    expect(search).toBe(
      'district=%D0%A5%D0%B0%D0%BC%D0%BE%D0%B2%D0%BD%D0%B8%D0%BA%D0%B8&completion_year=2027,2028&has_free_lots=true',
    );
    expect(parseProjectFilters(search)).toEqual(filters);
    expect(projectFiltersSearch(EMPTY_FILTERS)).toBe('');
  });

  it('sends only active filters to the API', () => {
    expect(projectFiltersQuery(EMPTY_FILTERS)).toEqual({});
    expect(projectFiltersQuery({ ...EMPTY_FILTERS, metro: [12], has_free_lots: true })).toEqual({
      metro: [12],
      has_free_lots: true,
    });
  });

  it('counts active values', () => {
    expect(activeFilterCount({ district: ['a', 'b'], completion_year: [2027], metro: [], has_free_lots: true })).toBe(
      4,
    );
  });
});

describe('facet options for the selects', () => {
  const facet = [
    { value: 'Хамовники', label: 'Хамовники', count: 2 },
    { value: 'Якиманка', label: 'Якиманка', count: 0, disabled: true },
  ];

  it('starts with the empty option and shows counts', () => {
    const options = facetSelectOptions(facet, [], 'Все районы');
    expect(options[0]).toMatchObject({ label: 'Все районы', value: '', reset: true });
    expect(options[1]).toMatchObject({ label: 'Хамовники (2)', displayName: 'Хамовники', disabled: false });
    expect(options[2]).toMatchObject({ disabled: true });
  });

  it('keeps a chosen value pickable even with a zero count or missing from the facet', () => {
    const options = facetSelectOptions(facet, ['Якиманка', 'Арбат'], 'Все районы');
    expect(options[2]).toMatchObject({ value: 'Якиманка', disabled: false });
    expect(options.at(-1)).toEqual({ label: 'Арбат', value: 'Арбат' });
  });

  it('reads labels for chips', () => {
    expect(facetLabel([{ value: 1, label: 'Кропоткинская', count: 1 }], 1)).toBe('Кропоткинская');
    expect(facetLabel(undefined, 7)).toBe('7');
  });
});
