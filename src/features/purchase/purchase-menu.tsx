/** The purchase methods as a side menu on wide screens and a scrollable row of links on phones. */
import { NavLink } from '@/ui/link/link';
import { buildPath } from '@/lib/routes';
import { useGetPurchaseMethodsQuery } from './purchase-api';
import { oneLine, PURCHASE_TEXTS } from './purchase-texts';
import styles from './purchase.module.css';

export function PurchaseMenu({ current }: { current: string }) {
  const { data, isLoading } = useGetPurchaseMethodsQuery();
  return (
    <nav className={styles.menu} aria-label={PURCHASE_TEXTS.menuTitle}>
      <p className={styles.menuTitle} aria-hidden="true">
        {PURCHASE_TEXTS.menuTitle}
      </p>
      {isLoading ? (
        <div className={styles.menuSkeleton} aria-hidden="true" />
      ) : (
        <ul className={styles.menuList}>
          {(data?.results ?? []).map((method) => (
            <li key={method.slug}>
              <NavLink
                to={buildPath('/purchase/:slug', { slug: method.slug })}
                className={styles.menuLink}
                aria-current={method.slug === current ? 'page' : undefined}
              >
                {oneLine(method.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
