/**
 * «В продаже», defined once (decision 031). A lot is on sale when a buyer
 * can take it now: status `free`. `BOOKED` is held for someone else (spec §3)
 * and `sold` is gone; both stay visible where they are (шахматка, lot page,
 * the status filter), but no count or list that says «в продаже» includes them.
 *
 * A project's figure counts what its own list shows: homes (flats and
 * apartments) in a residential project, premises in a commercial one.
 * Parking, storage, townhouses and the odd shop of a residential project
 * have their own tabs. The catalogue opens on the same selection, so the
 * home's quick search, the project cards and heroes, the project's list and
 * `/lots` say the same number for the same choice.
 *
 * Read by the server's SQL (server/services/on-sale-sql.ts), the in-memory
 * catalogue's filters and the browser's default filters alike. Kept small:
 * four screens load it first (the catalogue's own reading of the defaults,
 * what to leave out of the address, lives in src/features/catalogue).
 */
import { COMMERCIAL_KINDS, type LotKindValue } from '../schemas/lot-kinds';
import type { PropertyType } from '../schemas/lot-vocabulary';
import type { LotsFilters } from '../schemas/lots';

export const ON_SALE_STATUSES = ['free'] as const;

/** Homes: what a buyer of a place to live looks at first. */
export const HOME_PROPERTY_TYPES: readonly PropertyType[] = ['flat', 'apartments'];
/** @alias of HOME_PROPERTY_TYPES, typed as lot kinds for the readers that ask by kind. */
export const HOME_KINDS: readonly LotKindValue[] = HOME_PROPERTY_TYPES;
const PREMISE_KINDS: readonly LotKindValue[] = COMMERCIAL_KINDS;

/** The lot kinds a project's «В продаже» figure, price from and list speak about. */
export function offeredKinds(projectKind: 'residential' | 'commercial'): readonly LotKindValue[] {
  return projectKind === 'commercial' ? PREMISE_KINDS : HOME_KINDS;
}

export function isOnSale(status: string): boolean {
  return (ON_SALE_STATUSES as readonly string[]).includes(status);
}

/**
 * What the catalogue shows when the address names no kind and no status:
 * homes on sale. An explicit `property_type`, `type` or `status` replaces
 * the matching default; the defaults never go into the address, so `/lots`
 * stays the one link of the default view (src/features/catalogue/catalogue-defaults.ts).
 */
export function withCatalogueDefaults(filters: LotsFilters): LotsFilters {
  const next = { ...filters };
  if (!filters.property_type?.length && !filters.type?.length) next.property_type = [...HOME_PROPERTY_TYPES];
  if (!filters.status?.length) next.status = [...ON_SALE_STATUSES];
  return next;
}
