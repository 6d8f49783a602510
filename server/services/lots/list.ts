/**
 * Lot list, specs and zero-result over the in-memory catalogue. Sort orders
 * are computed once per snapshot, so a page is one filtered walk in order.
 */
import type { LotFilterName, LotList, LotOrdering, LotsQuery, Specs, ZeroResult } from '../../../src/schemas/lots.ts';
import { FILTER_PARAMS, RANGE_FILTERS, filterParamLabel } from '../../../src/schemas/lot-filter-params.ts';
import { toCard } from './cards.ts';
import { columnsOf } from './columns.ts';
import {
  catalogueScope,
  compilePredicates,
  matchMask,
  passesAll,
  scanNearMisses,
  type CatalogueName,
} from './filters.ts';
import type { LotRecord, Snapshot } from './snapshot.ts';

const DEFAULT_ORDERING: LotOrdering = 'price';

const SORT_KEYS: Record<string, (lot: LotRecord) => number> = {
  price: (lot) => lot.price,
  price_per_m2: (lot) => lot.pricePerM2,
  area: (lot) => lot.area,
  floor: (lot) => lot.floorNumber,
  completion: (lot) => lot.building.completionOrder,
};

/** Lot indexes in the given order; ties broken by id ascending in both directions, so pages never overlap. */
function sortedIndexes(snapshot: Snapshot, ordering: LotOrdering): Int32Array {
  const key = `order:${ordering}`;
  const cached = snapshot.memo.get(key) as Int32Array | undefined;
  if (cached) return cached;
  const read = SORT_KEYS[ordering.replace(/^-/, '')];
  const direction = ordering.startsWith('-') ? -1 : 1;
  const sorted = [...snapshot.lots].sort((a, b) => direction * (read(a) - read(b)) || a.id - b.id);
  const out = Int32Array.from(sorted, (lot) => lot.index);
  snapshot.memo.set(key, out);
  return out;
}

/**
 * Filters in id order (sequential memory), then walks the precomputed sort
 * order probing the mask and stops at the end of the page: only the page's
 * lots are touched out of order.
 */
export function listLots(snapshot: Snapshot, catalogue: CatalogueName, query: LotsQuery): LotList {
  const { mask, count } = matchMask(snapshot, catalogue, compilePredicates(snapshot, query));
  const { page, page_size: pageSize } = query;
  const from = (page - 1) * pageSize;
  const to = Math.min(count, from + pageSize);
  const results = [];
  if (from < to) {
    const order = sortedIndexes(snapshot, query.ordering ?? DEFAULT_ORDERING);
    let seen = 0;
    for (let i = 0; i < order.length && seen < to; i++) {
      if (mask[order[i]] === 0) continue;
      if (seen >= from) results.push(toCard(snapshot.lots[order[i]]));
      seen++;
    }
  }
  const pages = Math.ceil(count / pageSize);
  return { count, page, pages, next_page: page < pages ? page + 1 : null, results };
}

/** `specs/`: the bounds of each range filter's field (filter table order), then of the price per m². */
export function computeSpecs(snapshot: Snapshot, catalogue: CatalogueName, query: Partial<LotsQuery>): Specs {
  const predicates = compilePredicates(snapshot, query);
  const columns = columnsOf(snapshot);
  const scope = catalogueScope(snapshot, catalogue);
  const fields = [
    ...RANGE_FILTERS.map((row) => [row.key, columns.ranges[row.key]] as const),
    ['price_per_m2', columns.pricePerM2] as const,
  ];
  const min = fields.map(() => Infinity);
  const max = fields.map(() => -Infinity);
  for (let s = 0; s < scope.length; s++) {
    const index = scope[s];
    if (!passesAll(index, predicates)) continue;
    for (let f = 0; f < fields.length; f++) {
      const value = fields[f][1][index];
      // NaN (unknown ceiling) fails both comparisons and is skipped.
      if (value < min[f]) min[f] = value;
      if (value > max[f]) max[f] = value;
    }
  }
  const range = (f: number) => (min[f] === Infinity ? { min: null, max: null } : { min: min[f], max: max[f] });
  return Object.fromEntries(fields.map(([name], f) => [name, range(f)])) as Specs;
}

/** «Снять фильтр «Цена до»»: each parameter's name from the filter table. */
const FILTER_LABELS = Object.fromEntries(FILTER_PARAMS.map((info) => [info.param, filterParamLabel(info)])) as Record<
  LotFilterName,
  string
>;

/**
 * `zero_result/facets/`: the lots found now and, for each active filter, the
 * lots found once that one filter is dropped (only those that give any), most first.
 */
export function zeroResult(snapshot: Snapshot, catalogue: CatalogueName, query: Partial<LotsQuery>): ZeroResult {
  const predicates = compilePredicates(snapshot, query);
  const dropped = new Array<number>(predicates.length).fill(0);
  let count = 0;
  scanNearMisses(snapshot, catalogue, predicates, (_index, failed) => {
    if (failed === -1) count++;
    else dropped[failed]++;
  });
  const suggestions = predicates
    .map((predicate, index) => ({
      filter: predicate.param,
      label: `Снять фильтр «${FILTER_LABELS[predicate.param]}»`,
      // Dropping a filter also keeps every lot that already matched.
      count: dropped[index] + count,
    }))
    .filter((suggestion) => suggestion.count > count)
    .sort((a, b) => b.count - a.count || a.filter.localeCompare(b.filter));
  return { count, suggestions };
}
