import styles from './layouts.module.css';

/** First focusable element of the page: jumps over the header to the content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skip}>
      Перейти к содержимому
    </a>
  );
}
