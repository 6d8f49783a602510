/**
 * Phones and tablets: the price and the main call to action stay at the
 * bottom of the screen while the buyer reads the facts. Hidden by CSS from
 * 1024 px, where the buy box itself is sticky beside the plan.
 */
import { Button } from '@/ui/button/button';
import type { LotViewModel } from './lot-view-model';
import styles from './lot-page.module.css';

export interface LotStickyBarProps {
  view: LotViewModel;
  /** «Заказать звонок» (and «Забронировать» when there is no `onBook`). */
  onRequest: () => void;
  /** «Забронировать»: the booking form for this lot. */
  onBook?: () => void;
  /** While the buy box is on screen the bar would only repeat it. */
  hidden?: boolean;
}

export function LotStickyBar({ view, onRequest, onBook, hidden = false }: LotStickyBarProps) {
  const { status, price } = view;
  const note = status.kind === 'booked' ? status.label : price.mortgage;
  return (
    <div className={styles.stickyBar} role="region" aria-label="Цена и бронирование" data-hidden={hidden || undefined}>
      <div className={styles.stickyPrice}>
        <span className={styles.stickyAmount}>{status.kind === 'sold' ? status.label : price.price}</span>
        {status.kind !== 'sold' && note && <span className={styles.stickyNote}>{note}</span>}
      </div>
      <Button
        variant={view.canBook ? 'accent' : 'primary'}
        className={styles.stickyButton}
        onClick={view.canBook ? (onBook ?? onRequest) : onRequest}
      >
        {view.canBook ? 'Забронировать' : 'Заказать звонок'}
      </Button>
    </div>
  );
}
