/** The tender pages' calls (spec §7 `tenders_page/`, `tenders/` + `facets/`, `{id}/`). */
import { api } from '@/lib/api/api';
import type { TenderCard, TenderDetail, TendersPage, TendersQuery } from '@/schemas/company-lists';
import type { Facets } from '@/schemas/lots';

/** The list without filters: the open tenders, soonest deadline first — also what the offer form picks from. */
export const OPEN_TENDERS: TendersQuery = {};

export const tendersPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTendersPage: build.query<TendersPage, void>({ query: () => 'tenders_page/' }),
    getTenderList: build.query<{ count: number; results: TenderCard[] }, TendersQuery>({
      query: (params) => ({ url: 'tenders/', params }),
    }),
    getTenderFacets: build.query<Facets['facets'], TendersQuery>({
      query: (params) => ({ url: 'tenders/facets/', params }),
      transformResponse: (body: Facets) => body.facets,
    }),
    getTender: build.query<TenderDetail, number>({ query: (id) => `tenders/${id}/` }),
  }),
});

export const { useGetTendersPageQuery, useGetTenderListQuery, useGetTenderFacetsQuery, useGetTenderQuery } =
  tendersPageApi;
