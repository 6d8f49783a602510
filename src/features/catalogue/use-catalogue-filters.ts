/**
 * The URL is the store of the catalogue filters: every part of the screen
 * reads them from the location and writes them back with `update`. Each
 * change is a history entry, so Back restores the previous filters; quick
 * repeats on the same control (arrow keys on a slider) are folded into one
 * entry, so Back does not walk through every step.
 *
 * A data-router navigation commits the new location only after its loaders
 * ran, so for a moment the URL still holds the old filters. The change is
 * kept as «pending» meanwhile: a ticked box stays ticked and a second arrow
 * key steps from the first one's value, not from the old URL.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LotsFilters } from '@/schemas/lots';
import { catalogueOf, type LotCatalogue } from '@/entities/lot/lot-catalogue';
import { filtersToSearch, parseFilters } from './filters-url';

/** Repeats on one control within this time replace the history entry instead of adding one. */
const COALESCE_MS = 1500;
let lastChange: { source: string; at: number; search: string } | null = null;

/** Filters written but not yet in the location (see the note at the top). */
let pending: { search: string; filters: LotsFilters; from: string } | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readPending = () => pending;
function setPending(next: typeof pending) {
  pending = next;
  listeners.forEach((listener) => listener());
}

export interface CatalogueFilters {
  filters: LotsFilters;
  catalogue: LotCatalogue;
  /** Writes the filters to the URL; `source` names the control for coalescing. */
  update: (next: LotsFilters, source?: string) => void;
}

export function useCatalogueFilters(): CatalogueFilters {
  const { search } = useLocation();
  const navigate = useNavigate();
  const parsed = useMemo(() => parseFilters(search).filters, [search]);
  const waiting = useSyncExternalStore(subscribe, readPending, readPending);
  const filters = waiting?.filters ?? parsed;

  // Any newly committed location (ours, Back, a link) ends the pending state.
  useEffect(() => {
    const waitingFor = readPending();
    if (waitingFor && waitingFor.from !== search) setPending(null);
  }, [search]);

  const update = useCallback(
    (next: LotsFilters, source = '') => {
      const nextSearch = filtersToSearch(next);
      const current = readPending()?.search ?? filtersToSearch(parseFilters(window.location.search).filters);
      if (nextSearch === current) return;
      const now = Date.now();
      // Only fold when the URL is still the one this control produced last time.
      const replace =
        source !== '' &&
        lastChange?.source === source &&
        now - lastChange.at < COALESCE_MS &&
        lastChange.search === window.location.search;
      const target = nextSearch ? `?${nextSearch}` : '';
      lastChange = { source, at: now, search: target };
      setPending({ search: nextSearch, filters: next, from: readPending()?.from ?? window.location.search });
      void navigate({ search: target }, { replace, preventScrollReset: true });
    },
    [navigate],
  );

  return { filters, catalogue: catalogueOf(filters), update };
}

/**
 * A link with bad values (`?rooms=9&price_min=abc`) is rewritten once to its
 * valid part, so what the address bar shows is what the screen shows.
 */
export function useCanonicalUrl(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { filters, dropped } = parseFilters(search);
    if (dropped.length === 0) return;
    const clean = filtersToSearch(filters);
    void navigate({ search: clean ? `?${clean}` : '' }, { replace: true, preventScrollReset: true });
  }, [search, navigate]);
}
