/**
 * The chosen compare type lives in the URL (`?type=commercials`), so a reload
 * or a shared link opens the same tab. Without a valid value the screen shows
 * the type that has items, apartments first.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ListType } from '@/schemas/favorites';
import { defaultCompareType, parseCompareType } from './compare-model';

export function useCompareType(counts: Record<ListType, number>): [ListType, (type: ListType) => void] {
  const [params, setParams] = useSearchParams();
  const type = parseCompareType(params.get('type')) ?? defaultCompareType(counts);
  const choose = useCallback(
    (next: ListType) => {
      // Always written, even for apartments: the default depends on the counts, the choice must not.
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('type', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [type, choose];
}
