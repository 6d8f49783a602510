/** «Главная / Новости / Заголовок»: where the page sits, the current page last and not a link. */
import { Link } from '@/ui/link/link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className={styles.crumbs}>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={`${item.label}${item.to ?? ''}`} className={styles.item}>
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
