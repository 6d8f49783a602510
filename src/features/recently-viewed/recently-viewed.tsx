/**
 * «Вы смотрели» (spec §3): the lots a visitor opened, newest first, as a
 * horizontally scrolling row of cards. The row is a focusable region, so
 * arrow keys scroll it; cards snap to its start edge. Nothing is rendered
 * until there is something to show: no heading over an empty row, no
 * error text when the cards cannot be fetched.
 */
import { useId } from 'react';
import { LotCard, type LotCardView } from '@/entities/lot/lot-card';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import type { LotCard as LotCardData } from '@/schemas/lots';
import { useRecentlyViewed } from './use-recently-viewed';
import styles from './recently-viewed.module.css';

export interface RecentlyViewedProps {
  /** The lot of the current page, if any: it is not «viewed before». */
  excludeId?: number;
  /** `list` is the compact row (the catalogue, where it sits above the results); `card` elsewhere. */
  view?: LotCardView;
  className?: string;
}

function VisitedCard({ lot, view }: { lot: LotCardData; view: LotCardView }) {
  // A sold lot stays: the visitor came back to find it, and «Продан» answers that at a glance.
  // It cannot be favourited or compared any more, so it gets no toggles.
  const sold = lot.status === 'sold';
  return (
    <li className={styles.item} data-sold={sold || undefined}>
      <LotCard lot={lot} view={view} actions={sold ? undefined : <SavedLotToggles lot={lot} />}>
        {sold && <p className={styles.sold}>Продан</p>}
      </LotCard>
    </li>
  );
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

export function RecentlyViewed({ excludeId, view = 'card', className }: RecentlyViewedProps) {
  const titleId = useId();
  const viewed = useRecentlyViewed(excludeId);
  if (viewed.state === 'hidden') return null;
  const loading = viewed.state === 'loading';
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      data-view={view}
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
          <ul className={styles.row}>
            {viewed.lots.map((lot) => (
              <VisitedCard key={lot.id} lot={lot} view={view} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
