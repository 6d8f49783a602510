/**
 * URL ↔ filters of the /lots screen. The query string holds exactly the API
 * parameters of `lotsQuerySchema` (spec §2 query rules through
 * parseQuery/buildQuery), so a shared link, a reload or back/forward
 * reproduce the view, and the same object is sent to the API.
 *
 * Each parameter is validated on its own by the rules of `lotsQuerySchema`
 * (url-validation.ts reads them from the same filter table without zod):
 * one bad value (`rooms=9`, a hand-edited price) is dropped while the rest
 * of the link still works. Paging never goes into the URL: the list
 * scrolls infinitely from page 1.
 *
 * An address naming no kind or no status means the defaults of
 * `src/lib/on-sale.ts` (homes on sale, decision 031): parsed into the
 * filters, so the tabs and pills show them, and left out when written, so
 * `/lots` stays the link of the default view.
 */
import { buildQuery, parseQuery, type QueryInput } from '@/lib/query-string';
import { FILTER_PARAMS } from '@/schemas/lot-filter-params';
import type { LotsFilters } from '@/schemas/lots';
import { withCatalogueDefaults } from '@/lib/on-sale';
import { cleanFilters } from '@/entities/lot/lot-catalogue';
import { withoutCatalogueDefaults } from './catalogue-defaults';
import { URL_FILTER_KEYS, validateParam } from './url-validation';

/** URL parameters in schema order: a stable order gives one canonical link per view. */
const URL_KEYS = URL_FILTER_KEYS;

export interface ParsedFilters {
  filters: LotsFilters;
  /** Parameters present in the URL but rejected (bad values, unknown names). */
  dropped: string[];
}

export function parseFilters(search: string | URLSearchParams): ParsedFilters {
  const raw = parseQuery(search);
  const out: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    // `page`/`page_size` are ours to drive and unknown names are not filters: both dropped.
    const result = validateParam(key, value);
    if (result?.ok) out[key] = result.value;
    else dropped.push(key);
  }
  return { filters: withCatalogueDefaults(cleanFilters(out as LotsFilters)), dropped };
}

/** `property_type=flat&rooms=2,3&price_max=45000000` (no `?`), keys in schema order, no paging, no defaults. */
export function filtersToSearch(filters: LotsFilters): string {
  const clean = withoutCatalogueDefaults(cleanFilters(filters)) as Record<string, unknown>;
  const ordered: QueryInput = {};
  for (const key of URL_KEYS) {
    if (clean[key] !== undefined) ordered[key] = clean[key] as QueryInput[string];
  }
  return buildQuery(ordered);
}

/** True when two filter states give the same URL (and so the same view). */
export function sameFilters(a: LotsFilters, b: LotsFilters): boolean {
  return filtersToSearch(a) === filtersToSearch(b);
}

/** Filters with some keys removed (a chip, a zero-result suggestion, «Сбросить»). */
export function withoutKeys(filters: LotsFilters, keys: readonly string[]): LotsFilters {
  const next: Record<string, unknown> = { ...filters };
  for (const key of keys) delete next[key];
  return next as LotsFilters;
}

/** Range filters: they shape the slider bounds, so bounds are asked without them. */
export const RANGE_KEYS: readonly string[] = FILTER_PARAMS.filter((info) => info.end !== null).map(
  (info) => info.param,
);
