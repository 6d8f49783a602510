/**
 * The lot list: skeletons on first load, the cards (or rows), the next page
 * when the reader passes 92% of the page (spec §9) and a «Показать ещё»
 * button for keyboards and screen readers. A failed load was already
 * logged by the API slice (spec §8); here it only offers a retry.
 */
import { useDeferredValue, useEffect, useId, useRef } from 'react';
import { LotCard } from '@/entities/lot/lot-card';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import { Button } from '@/ui/button/button';
import { LoadError } from '@/ui/load-error/load-error';
import { FirstThenRest } from '@/ui/mount-later/mount-later';
import { LotSkeletons } from './lot-skeletons';
import { ZeroResult } from './zero-result';
import { useCatalogueFilters } from './use-catalogue-filters';
import { useLotPages } from './use-catalogue-data';
import { useScrollEnd } from './use-scroll-end';
import { useViewMode } from './use-view-mode';
import styles from './results.module.css';

/** Plans of the first row are the largest pictures above the fold: not lazy. */
const EAGER_CARDS = 2;
/** Cards a first screen can show (two rows of three on a desktop); the rest mount one commit later. */
const FIRST_SCREEN_CARDS = 6;

export function LotResults() {
  const { filters, catalogue, update } = useCatalogueFilters();
  const view = useViewMode();
  const result = useLotPages(catalogue, filters);
  const { currentData, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } =
    result;
  // The previous filters' lots stay (dimmed) until the new ones arrive: no jump to skeletons.
  // Deferred: the lots arrive through the store, whose updates React renders in one
  // uninterruptible task; a deferred value renders the cards in slices (decision 020).
  const latest = currentData ?? result.data;
  const shown = useDeferredValue(latest);
  const lots = shown?.pages.flatMap((page) => page.results) ?? [];
  // Not while the cards of the last page are still being drawn: the page has not grown yet, so the
  // scroll position would still read as «at the end» and ask page after page.
  const canLoadMore =
    hasNextPage && currentData !== undefined && shown === latest && !isFetching && !isFetchNextPageError;
  const loadMore = () => void fetchNextPage();
  useScrollEnd(loadMore, canLoadMore);

  // After «Показать ещё», focus moves to the first new lot, so keyboard readers continue from there.
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const headingId = useId();
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || lots.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${from}"] a`)?.focus();
  }, [lots.length]);

  if (result.isError && currentData === undefined && !isFetching) {
    return (
      <LoadError
        error={result.error}
        message="Не удалось загрузить лоты."
        onRetry={() => void refetch()}
        className={styles.error}
      />
    );
  }
  if (!shown) return <LotSkeletons view={view} count={6} />;
  if (currentData && currentData.pages[0]?.count === 0)
    return <ZeroResult catalogue={catalogue} filters={filters} onChange={update} />;

  return (
    <section className={styles.results} aria-labelledby={headingId} aria-busy={isFetching}>
      {/* The cards' h3 titles need an h2 above them (after the page's h1). */}
      <h2 id={headingId} className="visually-hidden">
        Лоты
      </h2>
      <ul ref={listRef} className={styles.list} data-view={view} data-stale={currentData === undefined || undefined}>
        {/* The cards after the first screen in a commit of their own (decision 022). */}
        <FirstThenRest items={lots} first={FIRST_SCREEN_CARDS}>
          {(lot, index) => (
            <li key={lot.id} data-index={index}>
              <LotCard lot={lot} view={view} priority={index < EAGER_CARDS} actions={<SavedLotToggles lot={lot} />} />
            </li>
          )}
        </FirstThenRest>
      </ul>
      {isFetchingNextPage && <LotSkeletons view={view} count={view === 'list' ? 2 : 3} />}
      {isFetchNextPageError && !isFetching && (
        <LoadError
          error={result.error}
          message="Не удалось загрузить следующие лоты."
          onRetry={loadMore}
          className={styles.error}
        />
      )}
      {hasNextPage && currentData !== undefined && !isFetchNextPageError && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => {
              focusFrom.current = lots.length;
              loadMore();
            }}
          >
            Показать ещё
          </Button>
        </div>
      )}
    </section>
  );
}
