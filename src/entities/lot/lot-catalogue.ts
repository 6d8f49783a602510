/**
 * Which catalogue endpoint serves a filter state, and the filters as the API
 * wants them. Pure: used by the API endpoints, the catalogue screen and tests.
 */
import { COMMERCIAL_KINDS as KINDS, type LotKindValue } from '@/schemas/lot-kinds';
import type { LotType } from '@/schemas/lot-vocabulary';
import type { LotsFilters } from '@/schemas/lots';

export type LotCatalogue = 'apartments' | 'commercials';

/** Lot types served by `/api/commercials/` (spec §2: commercials = commercial, premise, office). */
export const COMMERCIAL_KINDS: ReadonlySet<LotKindValue> = new Set<LotKindValue>(KINDS);
export const COMMERCIAL_TYPES: ReadonlySet<LotType> = new Set<LotType>(['commercials', ...KINDS]);

/**
 * Commercial types go to `/api/commercials/`, everything else (flats,
 * apartments, townhouses, parking, storage) to `/api/apartments/`. A mix
 * is settled by the first type, as the type tabs only ever pick one.
 */
export function catalogueOf(filters: Pick<LotsFilters, 'type'>): LotCatalogue {
  const first = filters.type?.[0];
  return first !== undefined && COMMERCIAL_TYPES.has(first) ? 'commercials' : 'apartments';
}

/** The catalogue that holds a lot of this kind (for `{id}/` calls). */
export function catalogueOfKind(kind: LotKindValue): LotCatalogue {
  return COMMERCIAL_KINDS.has(kind) ? 'commercials' : 'apartments';
}

/**
 * Drops what means «no filter»: `undefined`, `false` flags (an unticked box)
 * and empty lists, so the query string and the RTK Query cache key stay
 * canonical — the same view never fetches twice under two spellings.
 */
export function cleanFilters(filters: LotsFilters): LotsFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as LotsFilters;
}
