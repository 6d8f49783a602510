/**
 * `GET /api/lots/?ids=3,1,2` (contract in src/schemas/lots.ts): cards of the
 * lots a visitor opened, any status, for «Вы смотрели». Ids go as one
 * comma-joined value (the API slice's query rule).
 */
import { api } from '@/lib/api/api';
import { LOTS_BY_IDS_LIMIT } from '@/schemas/list-limits';
import type { LotsByIds } from '@/schemas/lots';

/** Cards change rarely and the row is shown on several pages: keep an answer for a while, also for offline returns. */
const KEEP_SECONDS = 10 * 60;

const visitedLotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLotsByIds: build.query<LotsByIds, readonly number[]>({
      query: (ids) => ({ url: 'lots/', params: { ids: ids.slice(0, LOTS_BY_IDS_LIMIT) } }),
      providesTags: ['Lots'],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
  }),
});

export const { useGetLotsByIdsQuery } = visitedLotsApi;
