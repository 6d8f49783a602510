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
import type { LotCatalogue } from '@/entities/lot/lot-catalogue';
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

export function catalogueReads(catalogue: LotCatalogue, filters: LotsFilters): CatalogueReads {
  return {
    pages: { catalogue, query: filters },
    facets: { catalogue, query: withoutKeys(filters, ['ordering']) },
    specs: { catalogue, query: withoutKeys(filters, [...RANGE_KEYS, 'ordering']) },
  };
}

function useCatalogueReads(catalogue: LotCatalogue, filters: LotsFilters): CatalogueReads {
  return useMemo(() => catalogueReads(catalogue, filters), [catalogue, filters]);
}

export function useLotPages(catalogue: LotCatalogue, filters: LotsFilters) {
  return useGetLotPagesInfiniteQuery(useCatalogueReads(catalogue, filters).pages);
}

/** The result count of the current filters (kept while the next answer loads, so it does not blink). */
export function useLotCount(catalogue: LotCatalogue, filters: LotsFilters): number | undefined {
  const { data } = useLotPages(catalogue, filters);
  return data?.pages[0]?.count;
}

export function useLotFacets(catalogue: LotCatalogue, filters: LotsFilters) {
  return useGetLotFacetsQuery(useCatalogueReads(catalogue, filters).facets).data?.facets;
}

export function useLotSpecs(catalogue: LotCatalogue, filters: LotsFilters) {
  return useGetLotSpecsQuery(useCatalogueReads(catalogue, filters).specs).data;
}

export function useZeroResult(catalogue: LotCatalogue, filters: LotsFilters, skip: boolean) {
  return useGetZeroResultQuery(useCatalogueReads(catalogue, filters).facets, { skip });
}
