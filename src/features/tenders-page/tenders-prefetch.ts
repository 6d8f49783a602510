/**
 * `/tenders` before its first render (decision 023): the intro, the list and its facets filtered
 * as the address says, and the open tenders the offer form picks from.
 */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { readListFilters } from '@/entities/company/use-list-filters';
import { TENDER_FILTER_KEYS } from './tenders-filters';
import { toTendersQuery } from './tenders-page';
import { OPEN_TENDERS, tendersPageApi } from './tenders-page-api';

export const prefetchTendersPage: Prefetch = ({ dispatch, url }) => {
  const query = toTendersQuery(readListFilters(url.searchParams, TENDER_FILTER_KEYS));
  const { endpoints } = tendersPageApi;
  return settle([
    dispatch(endpoints.getTendersPage.initiate()),
    dispatch(endpoints.getTenderList.initiate(query)),
    // Unfiltered, the same read as the line above: RTK Query asks once.
    dispatch(endpoints.getTenderList.initiate(OPEN_TENDERS)),
    dispatch(endpoints.getTenderFacets.initiate(query)),
  ]);
};
