/**
 * One removable chip per active filter value (a project, a room count, …),
 * one per range («Цена от 10 до 45,6 млн ₽»). Pure: labels of ids come from
 * the facets through `labelOf`, with a neutral fallback while they load.
 */
import { NBSP, formatNumber, roomFilterLabel } from '@/lib/format';
import type { Facets, LotsFilters } from '@/schemas/lots';
import { withoutCatalogueDefaults } from './catalogue-defaults';
import { rangeText, type RangeName } from './range-units';

export interface FilterChip {
  /** Stable React key: `rooms:2`, `price`. */
  id: string;
  label: string;
  /** The filters without this chip. */
  remove: (filters: LotsFilters) => LotsFilters;
}

export type LabelOf = (filter: string, value: string | number) => string | undefined;

const FIXED: Record<string, Record<string, string>> = {
  property_type: { flat: 'Квартиры', apartments: 'Апартаменты' },
  type: {
    parking: 'Машино-места',
    storage: 'Кладовые',
    townhouse: 'Таунхаусы',
    commercials: 'Коммерция',
    commercial: 'Торговые помещения',
    premise: 'Помещения свободного назначения',
    office: 'Офисы',
  },
  status: { free: 'В продаже', BOOKED: 'Забронировано' },
};

const FLAGS = {
  not_first_floor: 'Не первый этаж',
  not_last_floor: 'Не последний этаж',
  balcony: 'Балкон',
  dressing_room: 'Гардеробная',
  discount: 'Со скидкой',
} as const;

/** Option filters in the order their chips appear. */
const LISTS = [
  'property_type',
  'type',
  'project',
  'building',
  'section',
  'layout',
  'rooms',
  'completion',
  'finishing',
  'directions',
  'status',
] as const;
type ListKey = (typeof LISTS)[number];

function fallback(filter: ListKey, value: string | number): string {
  switch (filter) {
    case 'rooms': {
      const label = roomFilterLabel(String(value));
      return /^\d/.test(label) ? `${label}-комн.` : label;
    }
    case 'completion': {
      if (value === 'ready') return 'Дом построен';
      const [year, quarter] = String(value).split('-');
      return `Сдача ${quarter}${NBSP}кв.${NBSP}${year}`;
    }
    case 'project':
      return `Проект ${value}`;
    case 'building':
      return `Корпус ${value}`;
    case 'section':
      return `Секция ${value}`;
    case 'layout':
      return `Планировка ${value}`;
    case 'finishing':
      return `Отделка ${value}`;
    default:
      return String(value);
  }
}

function listChipLabel(filter: ListKey, value: string | number, labelOf: LabelOf): string {
  // Rooms and completion read better in our own words than as the facet's short labels («2Е»).
  if (filter === 'rooms' || filter === 'completion') return fallback(filter, value);
  return FIXED[filter]?.[String(value)] ?? labelOf(filter, value) ?? fallback(filter, value);
}

/** No chip for a default (homes, on sale: decision 031): the kind tab and the status pills show it, and removing it would change nothing. */
export function activeChips(all: LotsFilters, labelOf: LabelOf = () => undefined): FilterChip[] {
  const filters = withoutCatalogueDefaults(all);
  const chips: FilterChip[] = [];
  for (const filter of LISTS) {
    const values = (filters[filter] ?? []) as readonly (string | number)[];
    for (const value of values) {
      chips.push({
        id: `${filter}:${value}`,
        label: listChipLabel(filter, value, labelOf),
        remove: (current) => {
          const rest = ((current[filter] ?? []) as readonly (string | number)[]).filter((item) => item !== value);
          return { ...current, [filter]: rest.length > 0 ? rest : undefined };
        },
      });
    }
  }
  for (const name of ['price', 'area', 'floor'] as const satisfies readonly RangeName[]) {
    const min = filters[`${name}_min`];
    const max = filters[`${name}_max`];
    if (min === undefined && max === undefined) continue;
    chips.push({
      id: name,
      label: rangeText(min, max, name),
      remove: (current) => ({ ...current, [`${name}_min`]: undefined, [`${name}_max`]: undefined }),
    });
  }
  if (filters.ceiling_min !== undefined) {
    chips.push({
      id: 'ceiling_min',
      label: `Потолки от${NBSP}${formatNumber(filters.ceiling_min, { maxDecimals: 2 })}${NBSP}м`,
      remove: (current) => ({ ...current, ceiling_min: undefined }),
    });
  }
  for (const [flag, label] of Object.entries(FLAGS) as [keyof typeof FLAGS, string][]) {
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
