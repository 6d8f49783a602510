/**
 * Главная › Выбрать недвижимость › Project › Лот № … as a labelled nav;
 * the last crumb is the current page (aria-current, not a link).
 */
import { Link } from '@/ui/link/link';
import styles from './lot-breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, or while a link target is still unknown. */
  to?: string;
}

export function LotBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.to && !current ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
