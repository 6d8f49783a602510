/** «Главная › Новости › Заголовок»: the site's shared trail (src/ui/breadcrumbs), whole on phones too. */
import { Breadcrumbs as Trail, type Crumb } from '@/ui/breadcrumbs/breadcrumbs';
import styles from './breadcrumbs.module.css';

export type { Crumb };

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return <Trail items={items} className={styles.crumbs} />;
}
