/**
 * The filter engine shared by lists, facets, specs, zero-result and the
 * structure resources: a parsed `LotsQuery` becomes predicates over lot
 * indexes, reading the column view (columns.ts). Each option filter is a
 * facet dimension, so a facet is "count the dimension's values among lots
 * passing every other predicate" — one definition, no drift.
 */
import type { LotFilterName, LotsQuery } from '../../../src/schemas/lots.ts';
import { columnsOf } from './columns.ts';
import {
  OPTION_FILTERS,
  RANGES,
  type CatalogueName,
  type FacetValue,
  type OptionFilter,
  type RangeFilter,
} from './filters-spec.ts';
import type { Snapshot } from './snapshot.ts';

export { CATALOGUE_KINDS, OPTION_FILTERS, inCatalogue } from './filters-spec.ts';
export type { CatalogueName, FacetValue, OptionFilter } from './filters-spec.ts';

export interface Predicate {
  /** Query parameter it comes from: what zero-result suggests dropping. */
  param: LotFilterName;
  /** Set for option filters: the facet this predicate is left out of. */
  dimension: OptionFilter | null;
  /** By lot index (`LotRecord.index`). */
  test(index: number): boolean;
}

/** Active predicates of a query, in a fixed order; `false` flags and empty lists are inactive. */
export function compilePredicates(snapshot: Snapshot, query: Partial<LotsQuery>): Predicate[] {
  const columns = columnsOf(snapshot);
  const out: Predicate[] = [];
  for (const name of OPTION_FILTERS) {
    const raw = query[name];
    const chosen: readonly FacetValue[] = Array.isArray(raw) ? raw : raw === true ? [true] : [];
    if (chosen.length === 0) continue;
    const { codeOf, codes, multi, values } = columns.options[name];
    // A flag per code: membership is one array read. Unknown values simply match nothing.
    const wanted = new Uint8Array(values.length);
    for (const value of chosen) {
      const code = codeOf.get(value);
      if (code !== undefined) wanted[code] = 1;
    }
    const test = multi
      ? (index: number) => {
          for (let i = multi.from[index], end = multi.from[index + 1]; i < end; i++)
            if (wanted[multi.codes[i]] === 1) return true;
          return false;
        }
      : (index: number) => {
          const code = codes[index];
          return code >= 0 && wanted[code] === 1;
        };
    out.push({ param: name, dimension: name, test });
  }
  for (const name of Object.keys(RANGES) as RangeFilter[]) {
    const bound = query[name];
    if (typeof bound !== 'number') continue;
    const { column, min } = RANGES[name];
    const values = columns.ranges[column];
    // NaN (unknown ceiling) fails both comparisons, so such lots drop out.
    out.push({
      param: name,
      dimension: null,
      test: min ? (index) => values[index] >= bound : (index) => values[index] <= bound,
    });
  }
  return out;
}

/** Canonical text of the filters (sorted keys and values): cache keys and ETags. */
export function normaliseQuery(query: Partial<LotsQuery>, extra: Record<string, unknown> = {}): string {
  const entries = Object.entries({ ...query, ...extra })
    .filter(([, value]) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

export function passesAll(index: number, predicates: readonly Predicate[]): boolean {
  for (let i = 0; i < predicates.length; i++) if (!predicates[i].test(index)) return false;
  return true;
}

/** Lot indexes of a catalogue (its kinds, never sold), ascending. */
export function catalogueScope(snapshot: Snapshot, catalogue: CatalogueName): Int32Array {
  return columnsOf(snapshot).scope[catalogue];
}

/**
 * Walks a catalogue once and reports each lot with the index of the single
 * predicate it fails (-1 when it passes all); lots failing two or more are
 * skipped. Facets and zero-result both need exactly this.
 */
export function scanNearMisses(
  snapshot: Snapshot,
  catalogue: CatalogueName,
  predicates: readonly Predicate[],
  visit: (index: number, failed: number) => void,
): void {
  const scope = catalogueScope(snapshot, catalogue);
  const count = predicates.length;
  for (let s = 0; s < scope.length; s++) {
    const index = scope[s];
    let failed = -1;
    let misses = 0;
    for (let i = 0; i < count; i++) {
      if (!predicates[i].test(index)) {
        failed = i;
        if (++misses > 1) break;
      }
    }
    if (misses <= 1) visit(index, failed);
  }
}

/** Matching lots as a mask over `Snapshot.lots` plus their number: cheap to build, cheap to probe in any order. */
export function matchMask(
  snapshot: Snapshot,
  catalogue: CatalogueName,
  predicates: readonly Predicate[],
): { mask: Uint8Array; count: number } {
  const scope = catalogueScope(snapshot, catalogue);
  const mask = new Uint8Array(snapshot.lots.length);
  let count = 0;
  for (let s = 0; s < scope.length; s++) {
    if (!passesAll(scope[s], predicates)) continue;
    mask[scope[s]] = 1;
    count++;
  }
  return { mask, count };
}
