/** `/tenders` before its first render (decision 023): the intro, and the list and its facets filtered as the address says. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { readListFilters } from '@/entities/company/use-list-filters';
import { TENDER_FILTER_KEYS } from './tenders-filters';
import { toTendersQuery } from './tenders-page';
import { tendersPageApi } from './tenders-page-api';

export const prefetchTendersPage: Prefetch = ({ dispatch, url }) => {
  const query = toTendersQuery(readListFilters(url.searchParams, TENDER_FILTER_KEYS));
  const { endpoints } = tendersPageApi;
  return settle([
    dispatch(endpoints.getTendersPage.initiate()),
    dispatch(endpoints.getTenderList.initiate(query)),
    dispatch(endpoints.getTenderFacets.initiate(query)),
  ]);
};
