/**
 * Single-choice filters of a company list kept in the address (`?category=…`),
 * so a filtered list can be shared and survives a reload; `open` is the card
 * whose details are shown. Changing a filter closes the details.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListFilters<K extends string> = Record<K, string | null>;

/** The filters an address holds; also what a route's prefetch asks with (decision 023). */
export function readListFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
  defaults: Partial<ListFilters<K>> = {},
): ListFilters<K> {
  const out = {} as ListFilters<K>;
  for (const key of keys) out[key] = params.get(key) ?? defaults[key] ?? null;
  return out;
}

export function useListFilters<K extends string>(keys: readonly K[], defaults: Partial<ListFilters<K>> = {}) {
  const [params, setParams] = useSearchParams();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keys and defaults are constants of the caller
  const filters = useMemo(() => readListFilters(params, keys, defaults), [params]);
  const open = params.get('open');

  const setFilter = useCallback(
    (key: K, value: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          next.delete('open');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const reset = useCallback(
    () => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  const setOpen = useCallback(
    (id: number | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete('open');
          else next.set('open', String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, setFilter, reset, open: open && /^\d+$/.test(open) ? Number(open) : null, setOpen };
}
