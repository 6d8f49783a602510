/**
 * The catalogue's API reads under the current filters. Arguments are
 * trimmed to what each call depends on, so RTK Query shares one cache entry
 * between components and does not refetch facets when only the sorting
 * changes.
 */
import { useMemo } from 'react';
import type { LotsFilters } from '@/schemas/lots';
import {
  useGetLotFacetsQuery,
  useGetLotPagesInfiniteQuery,
  useGetLotSpecsQuery,
  useGetZeroResultQuery,
} from '@/entities/lot/lots-api';
import type { LotCatalog } from '@/entities/lot/lot-catalog';
import { RANGE_KEYS, withoutKeys } from './filters-url';

export function useLotPages(catalog: LotCatalog, filters: LotsFilters) {
  return useGetLotPagesInfiniteQuery({ catalog, query: filters });
}

/** The result count of the current filters (kept while the next answer loads, so it does not blink). */
export function useLotCount(catalog: LotCatalog, filters: LotsFilters): number | undefined {
  const { data } = useLotPages(catalog, filters);
  return data?.pages[0]?.count;
}

export function useLotFacets(catalog: LotCatalog, filters: LotsFilters) {
  const query = useMemo(() => withoutKeys(filters, ['ordering']), [filters]);
  return useGetLotFacetsQuery({ catalog, query }).data?.facets;
}

/**
 * Slider bounds come from `specs/` WITHOUT the range filters themselves:
 * otherwise moving a handle would shrink the rail to the chosen span and
 * the range could never be widened again.
 */
export function useLotSpecs(catalog: LotCatalog, filters: LotsFilters) {
  const query = useMemo(() => withoutKeys(filters, [...RANGE_KEYS, 'ordering']), [filters]);
  return useGetLotSpecsQuery({ catalog, query }).data;
}

export function useZeroResult(catalog: LotCatalog, filters: LotsFilters, skip: boolean) {
  const query = useMemo(() => withoutKeys(filters, ['ordering']), [filters]);
  return useGetZeroResultQuery({ catalog, query }, { skip });
}
