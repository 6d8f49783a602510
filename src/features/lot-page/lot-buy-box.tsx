/**
 * Price and calls to action. «Забронировать» only for a free lot; booked
 * and sold lots keep «Заказать звонок» (a manager can offer a similar one).
 * `actions` and `documents` are slots the app fills later (favourite and
 * compare toggles, «Скачать PDF» / «Распечатать»); nothing is faked here.
 */
import type { ReactNode } from 'react';
import { LOT_STATUS_NOTES } from '@/lib/lot-status-notes';
import { Button } from '@/ui/button/button';
import type { LotViewModel } from './lot-view-model';
import { LotPrice } from './lot-price';
import styles from './lot-summary.module.css';

export interface LotBuyBoxProps {
  view: LotViewModel;
  /** «Заказать звонок» (and «Забронировать» when there is no `onBook`). */
  onRequest: () => void;
  /** «Забронировать»: the booking form for this lot. */
  onBook?: () => void;
  /** «Записаться на встречу с менеджером», offered when given. */
  onVisit?: () => void;
  actions?: ReactNode;
  documents?: ReactNode;
  /** «Поделиться» / «Скопировать ссылку». */
  share?: ReactNode;
}

export function LotBuyBox({ view, onRequest, onBook, onVisit, actions, documents, share }: LotBuyBoxProps) {
  return (
    <section className={styles.buy} aria-label="Цена и покупка">
      <LotPrice price={view.price} status={view.status} />
      {view.status.kind !== 'free' && <p className={styles.statusNote}>{LOT_STATUS_NOTES[view.status.kind]}</p>}
      <div className={styles.ctas}>
        {view.canBook && (
          <Button variant="accent" size="l" fullWidth onClick={onBook ?? onRequest}>
            Забронировать
          </Button>
        )}
        <Button variant={view.canBook ? 'secondary' : 'primary'} size="l" fullWidth onClick={onRequest}>
          Заказать звонок
        </Button>
        {onVisit && (
          <Button variant="ghost" fullWidth onClick={onVisit}>
            Записаться на встречу с менеджером
          </Button>
        )}
      </div>
      {actions && <div className={styles.slot}>{actions}</div>}
      {documents && <div className={styles.slot}>{documents}</div>}
      {share}
    </section>
  );
}
