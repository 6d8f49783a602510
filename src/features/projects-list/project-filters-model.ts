/**
 * The filters of the project lists as the URL holds them (spec §2 query
 * rules through src/lib/query-string.ts): `?district=Хамовники,Якиманка
 * &completion_year=2027&metro=1,12&has_free_lots=true`. Pure, so the URL
 * round trip and the facet options are unit-tested.
 */
import { buildQuery, parseQuery, type QueryValue } from '@/lib/query-string';
import type { SelectOption } from '@/ui/select/select-options';
import type { FacetOption } from '@/schemas/lots';
import type { ProjectsFilters } from '@/schemas/projects';

export interface ProjectListFilters {
  district: string[];
  completion_year: number[];
  metro: number[];
  has_free_lots: boolean;
}

export const EMPTY_FILTERS: ProjectListFilters = { district: [], completion_year: [], metro: [], has_free_lots: false };

const list = (value: QueryValue | undefined): Array<string | number | boolean> =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const ints = (value: QueryValue | undefined): number[] => [
  ...new Set(
    list(value).filter((item): item is number => typeof item === 'number' && Number.isInteger(item) && item > 0),
  ),
];

/** Reads the filters from a search string; unknown keys and malformed items are ignored, not fatal. */
export function parseProjectFilters(search: string | URLSearchParams): ProjectListFilters {
  const query = parseQuery(search);
  return {
    // A numeral district name would come back as a number: names are strings whatever they look like.
    district: [
      ...new Set(
        list(query.district)
          .map(String)
          .filter((item) => item !== ''),
      ),
    ],
    completion_year: ints(query.completion_year),
    metro: ints(query.metro),
    has_free_lots: query.has_free_lots === true,
  };
}

/** The search string for a filter state (no leading `?`); empty filters leave no trace. */
export function projectFiltersSearch(filters: ProjectListFilters): string {
  return buildQuery({
    district: filters.district,
    completion_year: filters.completion_year,
    metro: filters.metro,
    has_free_lots: filters.has_free_lots ? true : null,
  });
}

/**
 * The API query: only active filters, so one view has one cache key in
 * RTK Query whatever the URL spelled.
 */
export function projectFiltersQuery(filters: ProjectListFilters): ProjectsFilters {
  const query: ProjectsFilters = {};
  if (filters.district.length) query.district = filters.district;
  if (filters.completion_year.length) query.completion_year = filters.completion_year;
  if (filters.metro.length) query.metro = filters.metro;
  if (filters.has_free_lots) query.has_free_lots = true;
  return query;
}

export function activeFilterCount(filters: ProjectListFilters): number {
  return (
    filters.district.length + filters.completion_year.length + filters.metro.length + (filters.has_free_lots ? 1 : 0)
  );
}

/**
 * Select options from a facet: «Хамовники (2)», options with nothing to
 * show disabled unless already chosen (it must stay removable), and chosen
 * values the facet no longer lists kept at the end for the same reason.
 * The first option is the «empty» one of spec §4: picking it clears the list.
 */
export function facetSelectOptions(
  facet: readonly FacetOption[] | undefined,
  chosen: readonly (string | number)[],
  emptyLabel: string,
): SelectOption[] {
  const options: SelectOption[] = [{ label: emptyLabel, value: '', reset: true }];
  const seen = new Set<string | number>();
  for (const item of facet ?? []) {
    if (typeof item.value === 'boolean') continue;
    seen.add(item.value);
    const picked = chosen.includes(item.value);
    options.push({
      label: `${item.label} (${item.count})`,
      displayName: item.label,
      value: item.value,
      disabled: !picked && (item.disabled === true || item.count === 0),
    });
  }
  for (const value of chosen) if (!seen.has(value)) options.push({ label: String(value), value });
  return options;
}

/** The label a facet gives a value, for chips: metro ids read as station names. */
export function facetLabel(facet: readonly FacetOption[] | undefined, value: string | number): string {
  return facet?.find((item) => item.value === value)?.label ?? String(value);
}
