/**
 * «Вы смотрели» (spec §3): the lots a visitor opened, newest first, as a
 * horizontally scrolling row of cards. The row is a focusable region, so
 * arrow keys scroll it; cards snap to its start edge. Nothing is rendered
 * until there is something to show: no heading over an empty row, no
 * error text when the cards cannot be fetched. The cards' code
 * (`visited-cards.tsx`) loads only when there is a row to show.
 *
 * The visits live in the browser (IndexedDB), so the server never draws the
 * row, and neither does the hydrating render, whatever the store already
 * holds (issue 31): it appears after hydration, where it is placed so that
 * nothing the visitor sees moves (below the first screen on home, under the
 * results in the catalogue).
 */
import { lazy, Suspense, useEffect, useId } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import { useHydrated } from '@/lib/render/client-only';
import { useRecentlyViewed } from './use-recently-viewed';
import styles from './recently-viewed.module.css';

// The cards come in their own chunk, asked for together with their data (a first visit has none to show).
const loadCards = importWithReload(() => import('./visited-cards'));
const VisitedCards = lazy(loadCards);

export interface RecentlyViewedProps {
  /** The lot of the current page, if any: it is not «viewed before». */
  excludeId?: number;
  className?: string;
}

function Skeletons({ count }: { count: number }) {
  return (
    <ul className={styles.row} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`${styles.item} ${styles.skeleton}`}>
          <span className={styles.skeletonMedia} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} data-short />
          <span className={styles.skeletonFacts} />
          <span className={styles.skeletonLine} data-price />
        </li>
      ))}
    </ul>
  );
}

export function RecentlyViewed({ excludeId, className }: RecentlyViewedProps) {
  const titleId = useId();
  const viewed = useRecentlyViewed(excludeId);
  const hydrated = useHydrated();
  const shown = hydrated && viewed.state !== 'hidden';
  useEffect(() => {
    if (shown) void loadCards();
  }, [shown]);
  if (!hydrated || viewed.state === 'hidden') return null;
  const loading = viewed.state === 'loading';
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        Вы смотрели
      </h2>
      {/* Focusable so keyboard users can scroll the row with the arrow keys. */}
      <div className={styles.scroller} role="region" aria-label="Просмотренные лоты" tabIndex={0}>
        {loading ? (
          <Skeletons count={viewed.count} />
        ) : (
          <Suspense fallback={<Skeletons count={viewed.lots.length} />}>
            <VisitedCards lots={viewed.lots} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
