/**
 * The catalogue's API reads under the current filters. Arguments are
 * trimmed to what each call depends on, so RTK Query shares one cache entry
 * between components and does not refetch facets when only the sorting
 * changes. `catalogueReads` is the one place that trims them: the route's
 * prefetch (catalogue-prefetch.ts) asks with the very same arguments.
 */
import { useMemo } from 'react';
import type { LotsFilters } from '@/schemas/lots';
import {
  useGetLotFacetsQuery,
  useGetLotPagesInfiniteQuery,
  useGetLotSpecsQuery,
  useGetZeroResultQuery,
  type LotsArgs,
} from '@/entities/lot/lots-api';
import type { LotCatalog } from '@/entities/lot/lot-catalog';
import { RANGE_KEYS, withoutKeys } from './filters-url';

export interface CatalogueReads {
  /** The result pages: every filter and the ordering. */
  pages: LotsArgs;
  /** Facet counts and the zero-result suggestions: the ordering changes nothing. */
  facets: LotsArgs;
  /**
   * Slider bounds come from `specs/` WITHOUT the range filters themselves:
   * otherwise moving a handle would shrink the rail to the chosen span and
   * the range could never be widened again.
   */
  specs: LotsArgs;
}

export function catalogueReads(catalog: LotCatalog, filters: LotsFilters): CatalogueReads {
  return {
    pages: { catalog, query: filters },
    facets: { catalog, query: withoutKeys(filters, ['ordering']) },
    specs: { catalog, query: withoutKeys(filters, [...RANGE_KEYS, 'ordering']) },
  };
}

function useCatalogueReads(catalog: LotCatalog, filters: LotsFilters): CatalogueReads {
  return useMemo(() => catalogueReads(catalog, filters), [catalog, filters]);
}

export function useLotPages(catalog: LotCatalog, filters: LotsFilters) {
  return useGetLotPagesInfiniteQuery(useCatalogueReads(catalog, filters).pages);
}

/** The result count of the current filters (kept while the next answer loads, so it does not blink). */
export function useLotCount(catalog: LotCatalog, filters: LotsFilters): number | undefined {
  const { data } = useLotPages(catalog, filters);
  return data?.pages[0]?.count;
}

export function useLotFacets(catalog: LotCatalog, filters: LotsFilters) {
  return useGetLotFacetsQuery(useCatalogueReads(catalog, filters).facets).data?.facets;
}

export function useLotSpecs(catalog: LotCatalog, filters: LotsFilters) {
  return useGetLotSpecsQuery(useCatalogueReads(catalog, filters).specs).data;
}

export function useZeroResult(catalog: LotCatalog, filters: LotsFilters, skip: boolean) {
  return useGetZeroResultQuery(useCatalogueReads(catalog, filters).facets, { skip });
}
