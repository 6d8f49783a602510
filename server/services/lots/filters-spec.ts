/**
 * What the lot filters mean on the server: which kinds each catalogue lists
 * and how each option filter reads a lot. The filters themselves, their
 * ranges and the lot fields those bound are rows of the shared filter table
 * (src/schemas/lot-filters.ts); the engine (columns.ts, filters.ts) and the
 * facets are derived from it and from these definitions.
 */
import { FILTER_PARAMS } from '../../../src/schemas/lot-filter-params.ts';
import type { FlagFilter, ListFilter, RangeKey, RangeParam } from '../../../src/schemas/lot-filters.ts';
import { COMMERCIAL_KINDS, LOT_KINDS, isCommercialKind } from '../../../src/schemas/lot-kinds.ts';
import type { LotKind } from '../../db/schema/enums.ts';
import type { LotRecord } from './snapshot.ts';

export type CatalogueName = 'apartments' | 'commercials' | 'all';
export const CATALOGUE_KINDS: Record<CatalogueName, ReadonlySet<LotKind>> = {
  apartments: new Set<LotKind>(LOT_KINDS.filter((kind) => !isCommercialKind(kind))),
  commercials: new Set<LotKind>(COMMERCIAL_KINDS),
  all: new Set<LotKind>(LOT_KINDS),
};

/** Lots a catalogue lists at all: its kinds, never sold ones. */
export function inCatalogue(lot: LotRecord, catalogue: CatalogueName): boolean {
  return lot.status !== 'sold' && CATALOGUE_KINDS[catalogue].has(lot.kind);
}

export type FacetValue = string | number | boolean;
export type OptionFilter = ListFilter['key'] | FlagFilter['key'];
export type RangeFilter = RangeParam;
const yes = (flag: boolean): true | null => (flag ? true : null);

/**
 * How each option filter reads a lot: one value, several (the lot matches if
 * any is chosen: a office is both `office` and `commercials`), or none.
 */
export const DIMENSIONS: Record<OptionFilter, (lot: LotRecord) => FacetValue | readonly FacetValue[] | null> = {
  property_type: (lot) => (lot.kind === 'flat' || lot.kind === 'apartments' ? lot.kind : null),
  type: (lot) =>
    isCommercialKind(lot.kind)
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

/** Range parameters (`price_min`, …): the range whose column they bound and the direction, from the filter table. */
export const RANGES = Object.fromEntries(
  FILTER_PARAMS.flatMap(({ param, row, end }) =>
    end ? [[param, { column: row.key as RangeKey, min: end === 'min' }]] : [],
  ),
) as Record<RangeFilter, { column: RangeKey; min: boolean }>;
