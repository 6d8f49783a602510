/** «← Все …» under a detail page's title, back to its list (a media story, an owners' guide, a document). */
import { Link } from '@/ui/link/link';
import styles from './back-link.module.css';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <nav aria-label="Навигация по разделу" className={styles.back}>
      {/* One text node, as a hand-written «← Все …» was: two would be shaped apart and shift a pixel. */}
      <Link to={to}>{`← ${children}`}</Link>
    </nav>
  );
}
