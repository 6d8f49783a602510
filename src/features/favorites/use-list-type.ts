/**
 * The open tab of the favourites, kept in the URL (`?type=commercials`) so
 * it survives a reload and can be shared. Without it the tab that has lots
 * opens; that choice is then kept, so removing the last lot of the tab does
 * not flip the page to the other tab under the visitor's hand.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListType } from '@/schemas/favorites';
import { defaultListType, parseListType, TYPE_PARAM } from './favorites-texts';

export function useListType(counts: Record<ListType, number>, loaded: boolean): [ListType, (type: ListType) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = parseListType(params.get(TYPE_PARAM));
  const [pinned, setPinned] = useState<ListType | null>(null);
  const fallback = pinned ?? defaultListType(counts);
  // Pinned once the real list is known (adjusting state while rendering: no flash of the wrong tab).
  if (pinned === null && loaded && counts.apartments + counts.commercials > 0) setPinned(fallback);

  const choose = useCallback(
    (type: ListType) =>
      // A tab is a view of one page: Back leaves the page instead of walking through tabs.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(TYPE_PARAM, type);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [fromUrl ?? fallback, choose];
}
