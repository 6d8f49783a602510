/** Spec §7: the shell loads favourites and comparisons on start — before the first render (decision 023). */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { savedLotsApi } from './saved-lots-api';

export const prefetchSavedLists: Prefetch = ({ dispatch }) =>
  settle([
    dispatch(savedLotsApi.endpoints.getFavorites.initiate()),
    dispatch(savedLotsApi.endpoints.getComparison.initiate()),
  ]);
