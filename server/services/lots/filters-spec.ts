/**
 * What the lot filters mean, in one place: which kinds each catalogue lists
 * and how each option filter reads a lot. The engine (columns.ts,
 * filters.ts) and the facets are derived from these definitions.
 */
import type { LotFilterName } from '../../../src/schemas/lots.ts';
import type { LotKind } from '../../db/schema/enums.ts';
import type { LotRecord } from './snapshot.ts';

export type CatalogName = 'apartments' | 'commercials' | 'all';
export const CATALOG_KINDS: Record<CatalogName, ReadonlySet<LotKind>> = {
  apartments: new Set<LotKind>(['flat', 'apartments', 'townhouse', 'parking', 'storage']),
  commercials: new Set<LotKind>(['commercial', 'office', 'premise']),
  all: new Set<LotKind>(['flat', 'apartments', 'townhouse', 'parking', 'storage', 'commercial', 'office', 'premise']),
};

/** Lots a catalogue lists at all: its kinds, never sold ones. */
export function inCatalog(lot: LotRecord, catalog: CatalogName): boolean {
  return lot.status !== 'sold' && CATALOG_KINDS[catalog].has(lot.kind);
}

export type FacetValue = string | number | boolean;
export type OptionFilter = Exclude<LotFilterName, `${string}_min` | `${string}_max`>;
export type RangeFilter = Exclude<LotFilterName, OptionFilter>;

const COMMERCIAL = new Set<LotKind>(['commercial', 'office', 'premise']);
const yes = (flag: boolean): true | null => (flag ? true : null);

/**
 * How each option filter reads a lot: one value, several (the lot matches if
 * any is chosen: a office is both `office` and `commercials`), or none.
 */
export const DIMENSIONS: Record<OptionFilter, (lot: LotRecord) => FacetValue | readonly FacetValue[] | null> = {
  property_type: (lot) => (lot.kind === 'flat' || lot.kind === 'apartments' ? lot.kind : null),
  type: (lot) =>
    COMMERCIAL.has(lot.kind)
      ? [lot.kind, 'commercials']
      : lot.kind === 'flat' || lot.kind === 'apartments'
        ? null
        : lot.kind,
  project: (lot) => lot.project.id,
  building: (lot) => lot.building.id,
  section: (lot) => lot.section?.id ?? null,
  rooms: (lot) => lot.roomsKey,
  completion: (lot) => lot.building.completionKey,
  finishing: (lot) => lot.finishing?.id ?? null,
  directions: (lot) => lot.directions,
  status: (lot) => lot.status,
  layout: (lot) => lot.layout?.id ?? null,
  balcony: (lot) => yes(lot.balcony),
  dressing_room: (lot) => yes(lot.dressingRoom),
  not_first_floor: (lot) => yes(lot.floorNumber !== 1),
  not_last_floor: (lot) => yes(lot.floorNumber < lot.floorsTotal),
  discount: (lot) => yes(lot.discount),
};
export const OPTION_FILTERS = Object.keys(DIMENSIONS) as OptionFilter[];

/** Range filters: the column they bound and the direction. */
export const RANGES: Record<RangeFilter, { column: 'price' | 'area' | 'floor' | 'ceiling'; min: boolean }> = {
  price_min: { column: 'price', min: true },
  price_max: { column: 'price', min: false },
  area_min: { column: 'area', min: true },
  area_max: { column: 'area', min: false },
  floor_min: { column: 'floor', min: true },
  floor_max: { column: 'floor', min: false },
  ceiling_min: { column: 'ceiling', min: true },
};
