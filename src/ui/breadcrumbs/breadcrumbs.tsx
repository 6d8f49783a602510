/**
 * «Главная › Раздел › Страница» as a labelled nav (one look and one behaviour
 * on every page that has a trail): the last crumb is the current page
 * (aria-current, not a link); a crumb without `to` before it is plain text
 * (a link target not known yet). The trail wraps instead of scrolling
 * sideways, so on a phone the whole of it stays readable (issue 30: a
 * one-line row showed «Северин Марьина Ро» with nothing saying it scrolled).
 */
import { Link } from '@/ui/link/link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, or while a link target is still unknown. */
  to?: string;
}

export interface BreadcrumbsProps {
  items: readonly Crumb[];
  className?: string;
}

export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  return (
    <nav aria-label="Навигационная цепочка" className={className ? `${styles.nav} ${className}` : styles.nav}>
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
                <span aria-current={current ? 'page' : undefined} className={current ? styles.current : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
