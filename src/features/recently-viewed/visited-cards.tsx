/**
 * The cards of «Вы смотрели»: loaded only once the visitor has visited lots,
 * so a first visit to the home page does not download the lot card and its
 * favourite/compare toggles for a row it never shows (decision 015).
 */
import { LotCard } from '@/entities/lot/lot-card';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import type { LotCard as LotCardData } from '@/schemas/lots';
import styles from './recently-viewed.module.css';

function VisitedCard({ lot }: { lot: LotCardData }) {
  // A sold lot stays: the visitor came back to find it, and «Продан» answers that at a glance.
  // It cannot be favourited or compared any more, so it gets no toggles.
  const sold = lot.status === 'sold';
  return (
    <li className={styles.item} data-sold={sold || undefined}>
      <LotCard lot={lot} actions={sold ? undefined : <SavedLotToggles lot={lot} />}>
        {sold && <p className={styles.sold}>Продан</p>}
      </LotCard>
    </li>
  );
}

/** Always the card view: a row of narrow cards, which the list view's wide rows do not fit. */
export default function VisitedCards({ lots }: { lots: readonly LotCardData[] }) {
  return (
    <ul className={styles.row}>
      {lots.map((lot) => (
        <VisitedCard key={lot.id} lot={lot} />
      ))}
    </ul>
  );
}
