/**
 * A comparison sent as a link (issue 30): `/compare?type=apartments&ids=3,1,2`
 * opens the same table for someone who has not saved those lots. The ids
 * come from the address, the lots from `GET /api/comparison/lots/?ids=` (every
 * comparable field), shaped as the saved list's entries so the screen draws
 * them with the same table; nothing is added to the recipient's own list
 * unless they ask («Добавить в моё сравнение»).
 */
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '@/lib/api/api';
import { settle, type Prefetch } from '@/lib/api/prefetch';
// Zod-free imports: the compare screen loads no schemas (decision 015).
import type { ComparedLots } from '@/schemas/favorites';
import { COMPARISON_LIMIT, listTypeOf } from '@/schemas/saved-lists';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import { preloadSharedParts } from './shared-comparison-parts';

const ID_RE = /^[1-9]\d{0,11}$/;

/** The link's lot ids (at most a comparison's worth, repeats dropped), or null when the address has none. */
export function parseSharedIds(value: string | null): number[] | null {
  if (value === null) return null;
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => ID_RE.test(part))
        .map(Number),
    ),
  ];
  return ids.length > 0 ? ids.slice(0, COMPARISON_LIMIT) : null;
}

/** The address to send: the lots of the table in their order, and its type so the same tab opens. */
export function sharedComparisonPath(type: string, ids: readonly number[]): string {
  return `/compare?type=${encodeURIComponent(type)}&ids=${ids.join(',')}`;
}

const sharedComparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getComparedLots: build.query<ComparedLots, readonly number[]>({
      query: (ids) => ({ url: 'comparison/lots/', params: { ids } }),
      providesTags: ['Lots'],
    }),
  }),
});

export interface SharedComparison {
  /** Null: the address names no lots, the visitor's own comparison is shown. */
  ids: number[] | null;
  items: SavedEntry[];
  loaded: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * A shared link's lots before the page's first render (decision 023): they are public, so the
 * server draws the table (issue 31). The visitor's own comparison is theirs: it comes after hydration.
 */
export const prefetchSharedComparison: Prefetch = ({ dispatch, url }) => {
  const ids = parseSharedIds(url.searchParams.get('ids'));
  return ids ? settle([dispatch(sharedComparisonApi.endpoints.getComparedLots.initiate(ids))]) : Promise.resolve();
};

export function useSharedComparison(): SharedComparison {
  const [params] = useSearchParams();
  const raw = params.get('ids');
  const ids = useMemo(() => parseSharedIds(raw), [raw]);
  const { data, error, isSuccess, refetch } = sharedComparisonApi.useGetComparedLotsQuery(ids ?? [], {
    skip: ids === null,
  });
  useEffect(() => {
    if (ids) preloadSharedParts();
  }, [ids]);
  const items = useMemo(
    () =>
      (data?.results ?? []).map((lot): SavedEntry => ({
        property: lot.id,
        type: listTypeOf(lot.kind),
        created_at: '',
        lot,
        pending: false,
      })),
    [data],
  );
  return { ids, items, loaded: isSuccess, error, refetch };
}
