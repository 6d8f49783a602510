/**
 * The lots of «Вы смотрели» (spec §3): visited ids, newest first, turned
 * into cards by `GET /api/lots/?ids=`. The answer is re-ordered by the ids
 * here, so the row follows the visits whatever order the server keeps.
 */
import { useMemo } from 'react';
import { useAppSelector } from '@/lib/store/hooks';
import type { LotCard } from '@/schemas/lots';
import { useGetLotsByIdsQuery } from '@/entities/visited-lots/visited-lots-api';
import { selectVisitedLotIds } from '@/entities/visited-lots/visited-lots-slice';

/** A row, not a history: the last few visits are what a visitor returns to. */
export const SHOWN_LOTS = 8;
/** A few more are asked for: lots withdrawn since the visit are not answered, and the row stays full. */
const ASKED_LOTS = 12;

export type RecentlyViewed =
  { state: 'hidden' } | { state: 'loading'; count: number } | { state: 'ready'; lots: LotCard[] };

/** Cards in the order of `ids`, without `excludeId` and unknown ids, at most `limit`. */
export function orderByVisits(
  ids: readonly number[],
  cards: readonly LotCard[],
  excludeId: number | undefined,
  limit: number,
): LotCard[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const ordered: LotCard[] = [];
  for (const id of ids) {
    const card = id === excludeId ? undefined : byId.get(id);
    if (card) ordered.push(card);
    if (ordered.length === limit) break;
  }
  return ordered;
}

export function useRecentlyViewed(excludeId?: number): RecentlyViewed {
  const ids = useAppSelector(selectVisitedLotIds);
  const asked = useMemo(() => ids.filter((id) => id !== excludeId).slice(0, ASKED_LOTS), [ids, excludeId]);
  // `data` outlives a change of ids (a new visit): the row keeps the previous cards instead of
  // falling back to skeletons, and offline it still shows the last answer from the cache.
  const { data, isError } = useGetLotsByIdsQuery(asked, { skip: asked.length === 0 });
  const lots = useMemo(
    () => (data ? orderByVisits(asked, data.results, excludeId, SHOWN_LOTS) : []),
    [asked, data, excludeId],
  );

  if (asked.length === 0) return { state: 'hidden' };
  // No answer yet: skeletons while it is on its way. A failed call with nothing cached keeps the
  // page quiet (spec §8: failures are only logged), hence `hidden` rather than an error.
  if (!data) return isError ? { state: 'hidden' } : { state: 'loading', count: Math.min(asked.length, SHOWN_LOTS) };
  return lots.length > 0 ? { state: 'ready', lots } : { state: 'hidden' };
}
