/**
 * The kind tabs of the catalogue (Квартиры и апартаменты, Квартиры, …,
 * Коммерция) and how they map onto `property_type` / `type`. The mobile
 * aside links of spec §2 (`?property_type=flat`, `?type=parking`,
 * `?type=commercials`, …) are exactly these filters, so they land on the
 * matching tab. The first tab is the default view of `/lots` (decision 031):
 * a buyer looking for a home sees homes, not storage rooms; there is no
 * «all kinds» tab mixing flats with parking places.
 */
import { HOME_PROPERTY_TYPES } from '@/lib/on-sale';
import type { LotsFilters } from '@/schemas/lots';
import { COMMERCIAL_TYPES } from '@/entities/lot/lot-catalogue';

export type KindId = 'homes' | 'flat' | 'apartments' | 'townhouse' | 'parking' | 'storage' | 'commercials';

export interface KindTab {
  id: KindId;
  label: string;
  filters: Pick<LotsFilters, 'property_type' | 'type'>;
}

export const KIND_TABS: readonly KindTab[] = [
  { id: 'homes', label: 'Квартиры и апартаменты', filters: { property_type: [...HOME_PROPERTY_TYPES] } },
  { id: 'flat', label: 'Квартиры', filters: { property_type: ['flat'] } },
  { id: 'apartments', label: 'Апартаменты', filters: { property_type: ['apartments'] } },
  { id: 'townhouse', label: 'Таунхаусы', filters: { type: ['townhouse'] } },
  { id: 'parking', label: 'Машино-места', filters: { type: ['parking'] } },
  { id: 'storage', label: 'Кладовые', filters: { type: ['storage'] } },
  { id: 'commercials', label: 'Коммерция', filters: { type: ['commercials'] } },
];

/** Lot kinds that have rooms, balconies and window views. */
export const RESIDENTIAL_KINDS: ReadonlySet<KindId> = new Set<KindId>(['homes', 'flat', 'apartments', 'townhouse']);

/**
 * The tab a filter state belongs to; null when it fits none (a hand-made
 * mix such as `type=parking,storage`) — then no tab is selected and the
 * chips show what is active. No kind at all is the default, homes.
 */
export function kindOf(filters: Pick<LotsFilters, 'property_type' | 'type'>): KindId | null {
  const property = filters.property_type ?? [];
  const type = filters.type ?? [];
  const homes =
    property.length === HOME_PROPERTY_TYPES.length && HOME_PROPERTY_TYPES.every((item) => property.includes(item));
  if (type.length === 0 && (property.length === 0 || homes)) return 'homes';
  if (type.length > 0 && property.length === 0 && type.every((item) => COMMERCIAL_TYPES.has(item)))
    return 'commercials';
  if (property.length === 1 && type.length === 0) return property[0];
  if (type.length === 1 && property.length === 0) {
    const [only] = type;
    if (only === 'parking' || only === 'storage' || only === 'townhouse') return only;
  }
  return null;
}

/** Filters that make sense for every kind and survive a tab switch. */
const KEPT_ON_SWITCH = ['project', 'completion', 'status', 'discount', 'ordering'] as const;

/**
 * Switches the kind: rooms, prices and areas of flats mean nothing for a
 * parking space, so only the kind-neutral filters are carried over.
 */
export function applyKind(filters: LotsFilters, kind: KindId): LotsFilters {
  const tab = KIND_TABS.find((item) => item.id === kind) ?? KIND_TABS[0];
  const next: Record<string, unknown> = {};
  for (const key of KEPT_ON_SWITCH) if (filters[key] !== undefined) next[key] = filters[key];
  return { ...(next as LotsFilters), ...tab.filters };
}
