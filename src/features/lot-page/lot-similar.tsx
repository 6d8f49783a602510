/**
 * «Похожие лоты»: up to six cards from the detail answer (same project,
 * kind and rooms, nearest in price), in the catalogue's own card.
 */
import { useId } from 'react';
import { LotCard } from '@/entities/lot/lot-card';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import type { LotCard as LotCardData } from '@/schemas/lots';
import styles from './lot-sections.module.css';

export function LotSimilar({ lots }: { lots: LotCardData[] }) {
  const titleId = useId();
  if (lots.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Похожие лоты
      </h2>
      <ul className={styles.similar}>
        {lots.map((lot) => (
          <li key={lot.id}>
            <LotCard lot={lot} headingLevel={3} actions={<SavedLotToggles lot={lot} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
