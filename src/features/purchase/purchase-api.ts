/**
 * Calls of /purchase/{slug} (spec §7): the methods, one method's terms, the
 * mortgage programmes with their facets, instalment plans and the
 * commercial selection. Injected into the one API slice.
 */
import { api } from '@/lib/api/api';
import type { QueryInput } from '@/lib/query-string';
import type { Facets } from '@/schemas/lots';
import type {
  CommercialSelection,
  CommercialSelectionQuery,
  InstallmentList,
  MortgageList,
  MortgageQuery,
  PurchaseDetail,
  PurchaseList,
} from '@/schemas/purchase';

export const purchaseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPurchaseMethods: build.query<PurchaseList, void>({ query: () => 'purchase/' }),
    getPurchaseMethod: build.query<PurchaseDetail, string>({
      query: (slug) => `purchase/${encodeURIComponent(slug)}/`,
    }),
    getMortgagePrograms: build.query<MortgageList, MortgageQuery>({
      query: (params) => ({ url: 'mortgage/', params: params as QueryInput }),
    }),
    getMortgageFacets: build.query<Facets, MortgageQuery>({
      query: (params) => ({ url: 'mortgage/facets/', params: params as QueryInput }),
    }),
    getInstallments: build.query<InstallmentList, { interest_free?: boolean }>({
      query: (params) => ({ url: 'installments/', params: params as QueryInput }),
    }),
    getCommercialSelection: build.query<CommercialSelection, CommercialSelectionQuery>({
      query: (params) => ({ url: 'commercial_selection/', params: params as QueryInput }),
    }),
    getCommercialFacets: build.query<Facets, CommercialSelectionQuery>({
      query: (params) => ({ url: 'commercial_selection/facets/', params: params as QueryInput }),
    }),
  }),
});

export const {
  useGetPurchaseMethodsQuery,
  useGetPurchaseMethodQuery,
  useGetMortgageProgramsQuery,
  useGetMortgageFacetsQuery,
  useGetInstallmentsQuery,
  useGetCommercialSelectionQuery,
  useGetCommercialFacetsQuery,
} = purchaseApi;
