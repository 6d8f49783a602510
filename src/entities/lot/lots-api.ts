/**
 * Lot catalogue calls of spec §7 on the one API slice: lists (one page, or
 * paged for infinite scroll), `facets/`, `specs/`, `{id}/` and
 * `zero_result/facets/`. Shared by the catalogue, the lot page, favourites
 * and the project page; other features add endpoints with `injectEndpoints`.
 */
import { api } from '@/lib/api/api';
import type { QueryInput } from '@/lib/query-string';
import { CACHED_AT_HEADER } from '@/lib/sw-protocol';
import type { Facets, LotDetail, LotList, LotsFilters, Specs, ZeroResult } from '@/schemas/lots';
import { cleanFilters, type LotCatalogue } from './lot-catalogue';

export type { LotCatalogue };

/** A lot as the page got it: `cachedAt` (ISO) when the service worker answered from its copy, offline. */
export type CachedLotDetail = LotDetail & { cachedAt: string | null };

/** A list request: which catalogue, its filters and (optionally) ordering and page size. */
export interface LotsArgs {
  catalogue: LotCatalogue;
  query: LotsFilters;
}

/** Filters only: facets, specs and zero-result ignore paging and ordering. */
function filterParams(query: LotsFilters): QueryInput {
  const { page: _page, page_size: _size, ordering: _ordering, ...filters } = cleanFilters(query);
  return filters as QueryInput;
}

export const lotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLots: build.query<LotList, LotsArgs>({
      query: ({ catalogue, query }) => ({ url: `${catalogue}/`, params: cleanFilters(query) as QueryInput }),
      providesTags: ['Lots'],
    }),
    /**
     * Pages 1..n of one filter state for infinite scroll; `page` in the
     * query is ignored (the page param drives it). `next_page: null` stops.
     */
    getLotPages: build.infiniteQuery<LotList, LotsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => lastPage.next_page ?? undefined,
      },
      query: ({ queryArg: { catalogue, query }, pageParam }) => ({
        url: `${catalogue}/`,
        params: { ...(cleanFilters(query) as QueryInput), page: pageParam },
      }),
      providesTags: ['Lots'],
    }),
    getLotFacets: build.query<Facets, LotsArgs>({
      query: ({ catalogue, query }) => ({ url: `${catalogue}/facets/`, params: filterParams(query) }),
      providesTags: ['Lots'],
    }),
    getLotSpecs: build.query<Specs, LotsArgs>({
      query: ({ catalogue, query }) => ({ url: `${catalogue}/specs/`, params: filterParams(query) }),
      providesTags: ['Lots'],
    }),
    getZeroResult: build.query<ZeroResult, LotsArgs>({
      query: ({ catalogue, query }) => ({
        url: 'zero_result/facets/',
        params: { ...filterParams(query), catalog: catalogue },
      }),
      providesTags: ['Lots'],
    }),
    getLot: build.query<CachedLotDetail, { catalogue: LotCatalogue; id: number }>({
      query: ({ catalogue, id }) => `${catalogue}/${id}/`,
      // The worker stamps its stored copies (decision 011); a network answer has no stamp.
      transformResponse: (lot: LotDetail, meta) => ({
        ...lot,
        cachedAt: meta?.response?.headers.get(CACHED_AT_HEADER) ?? null,
      }),
      providesTags: ['Lots'],
    }),
  }),
});

export const {
  useGetLotsQuery,
  useGetLotPagesInfiniteQuery,
  useGetLotFacetsQuery,
  useGetLotSpecsQuery,
  useGetZeroResultQuery,
  useGetLotQuery,
} = lotsApi;
