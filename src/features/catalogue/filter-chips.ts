/**
 * One removable chip per active filter value (a project, a room count, …),
 * one per range («Цена от 10 до 45,6 млн ₽»), one per flag, in the order of
 * the filter table (src/schemas/lot-filters.ts): lists, ranges, flags.
 * Pure: labels of ids come from the facets through `labelOf`, with a
 * neutral fallback while they load.
 */
import { NBSP, roomFilterLabel } from '@/lib/format';
import { FLAG_FILTERS, LIST_FILTERS, RANGE_FILTERS, rangeParam } from '@/schemas/lot-filter-params';
import type { ListFilter } from '@/schemas/lot-filters';
import type { Facets, LotsFilters } from '@/schemas/lots';
import { withoutCatalogueDefaults } from './catalogue-defaults';
import { KIND_TABS } from './lot-kinds';
import { rangeText } from './range-units';

export interface FilterChip {
  /** Stable React key: `rooms:2`, `price`. */
  id: string;
  label: string;
  /** The filters without this chip. */
  remove: (filters: LotsFilters) => LotsFilters;
}

export type LabelOf = (filter: string, value: string | number) => string | undefined;

/** A kind's chip says what its tab says («Машино-места», «Коммерция»); sub-types and statuses have their own words. */
const FIXED: Partial<Record<string, Record<string, string>>> = {
  property_type: {},
  type: { commercial: 'Торговые помещения', premise: 'Помещения свободного назначения', office: 'Офисы' },
  status: { free: 'В продаже', BOOKED: 'Забронировано' },
};
for (const tab of KIND_TABS) {
  const [key, values] = Object.entries(tab.filters)[0];
  if (values.length === 1) FIXED[key]![values[0]] = tab.label;
}

type ListKey = ListFilter['key'];

/** A value's own words; an id reads as the filter's name and the number («Корпус 12») until its facet label comes. */
function fallback({ key, label }: ListFilter, value: string | number): string {
  if (key === 'rooms') {
    const rooms = roomFilterLabel(String(value));
    return /^\d/.test(rooms) ? `${rooms}-комн.` : rooms;
  }
  if (key === 'completion') {
    if (value === 'ready') return 'Дом построен';
    const [year, quarter] = String(value).split('-');
    return `Сдача ${quarter}${NBSP}кв.${NBSP}${year}`;
  }
  return typeof value === 'number' ? `${label} ${value}` : String(value);
}

function listChipLabel(row: ListFilter, value: string | number, labelOf: LabelOf): string {
  // Rooms and completion read better in our own words than as the facet's short labels («2Е»).
  if (row.key === 'rooms' || row.key === 'completion') return fallback(row, value);
  return FIXED[row.key]?.[String(value)] ?? labelOf(row.key, value) ?? fallback(row, value);
}

/** No chip for a default (homes, on sale: decision 031): the kind tab and the status pills show it, and removing it would change nothing. */
export function activeChips(all: LotsFilters, labelOf: LabelOf = () => undefined): FilterChip[] {
  const filters = withoutCatalogueDefaults(all);
  const chips: FilterChip[] = [];
  for (const row of LIST_FILTERS) {
    const filter: ListKey = row.key;
    const values = (filters[filter] ?? []) as readonly (string | number)[];
    for (const value of values) {
      chips.push({
        id: `${filter}:${value}`,
        label: listChipLabel(row, value, labelOf),
        remove: (current) => {
          const rest = ((current[filter] ?? []) as readonly (string | number)[]).filter((item) => item !== value);
          return { ...current, [filter]: rest.length > 0 ? rest : undefined };
        },
      });
    }
  }
  const bounds = filters as Partial<Record<string, number>>;
  for (const row of RANGE_FILTERS) {
    const params = row.ends.map((end) => rangeParam(row, end));
    const min = row.ends.includes('min') ? bounds[rangeParam(row, 'min')] : undefined;
    const max = row.ends.includes('max') ? bounds[rangeParam(row, 'max')] : undefined;
    if (min === undefined && max === undefined) continue;
    chips.push({
      id: row.key,
      label: rangeText(min, max, row.key),
      remove: (current) => ({ ...current, ...Object.fromEntries(params.map((param) => [param, undefined])) }),
    });
  }
  for (const { key: flag, label } of FLAG_FILTERS) {
    if (filters[flag] === true)
      chips.push({ id: flag, label, remove: (current) => ({ ...current, [flag]: undefined }) });
  }
  return chips;
}

/** `labelOf` backed by the `facets/` answer. */
export function facetLabels(facets: Facets['facets'] | undefined): LabelOf {
  return (filter, value) => facets?.[filter]?.find((option) => String(option.value) === String(value))?.label;
}

/** Everything but the ordering: «Сбросить все» keeps how the list is sorted. */
export function resetFilters(filters: LotsFilters): LotsFilters {
  return filters.ordering ? { ordering: filters.ordering } : {};
}
