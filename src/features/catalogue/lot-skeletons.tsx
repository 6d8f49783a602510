/**
 * Grey stand-ins shaped like the cards (or rows) while lots load, so the
 * page does not jump when they arrive. Hidden from assistive technology;
 * the list's `aria-busy` says that it is loading.
 */
import type { LotCardView } from '@/entities/lot/lot-card';
import styles from './results.module.css';

export function LotSkeletons({ view, count }: { view: LotCardView; count: number }) {
  return (
    <ul className={styles.list} data-view={view} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton} data-view={view}>
          <span className={styles.skeletonMedia} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLine} data-short />
          <span className={styles.skeletonLine} data-price />
        </li>
      ))}
    </ul>
  );
}
