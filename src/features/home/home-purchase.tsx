/**
 * Purchase methods as numbered tiles leading to /purchase/{slug}. Labels
 * may carry line breaks (spec §3); the tile shows them as written.
 */
import { Link } from '@/ui/link/link';
import type { HomePage } from '@/schemas/home';
import { HomeSection } from './home-section';
import styles from './home.module.css';

export function HomePurchase({ purchase }: Pick<HomePage, 'purchase'>) {
  if (purchase.length === 0) return null;
  return (
    <HomeSection id="purchase" title="Способы покупки" tone="dark">
      <ul className={styles.purchaseGrid}>
        {purchase.map((method, index) => (
          <li key={method.slug} className={styles.purchaseItem}>
            <span className={styles.purchaseIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Link className={styles.purchaseLink} to={`/purchase/${method.slug}`}>
              {method.label}
            </Link>
            {method.title !== method.label && <p className={styles.purchaseTitle}>{method.title}</p>}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
