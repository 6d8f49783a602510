/** Back to the top of the page: smooth, unless the visitor asked for reduced motion. */
import { ArrowIcon } from '@/ui/icons/arrow-icon';
import styles from './footer.module.css';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function ScrollToTopButton() {
  return (
    <button type="button" className={styles.toTop} onClick={scrollToTop}>
      <span>Наверх</span>
      <span className={styles.toTopIcon}>
        <ArrowIcon size={20} />
      </span>
    </button>
  );
}
