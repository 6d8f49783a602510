/** `/` before its first render (decision 023): the page, the quick search's count and the promotions' end times. */
import { settle, type HeldQuery, type Prefetch } from '@/lib/api/prefetch';
import { lotsApi } from '@/entities/lot/lots-api';
import { homeApi } from './home-api';
import { EMPTY_CHOICE, quickSearchCountArgs } from './quick-search-query';

export const prefetchHome: Prefetch = ({ dispatch, url }) => {
  const queries: HeldQuery[] = [
    dispatch(lotsApi.endpoints.getLots.initiate(quickSearchCountArgs(EMPTY_CHOICE))),
    dispatch(homeApi.endpoints.getActionTimers.initiate()),
  ];
  // An editor's preview is never kept in the cache (`keepUnusedDataFor: 0`): the page asks it itself.
  if (!url.searchParams.get('preview')) queries.push(dispatch(homeApi.endpoints.getHomePage.initiate()));
  return settle(queries);
};
