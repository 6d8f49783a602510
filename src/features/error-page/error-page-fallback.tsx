/**
 * Shown when the error page itself fails to render (spec §8). Plain markup on
 * purpose: no store, no router, no shared components that might be what broke.
 * The link reloads the app from scratch.
 */
import styles from './error-page.module.css';

export function ErrorPageFallback() {
  return (
    <main className={styles.fallback}>
      <p className={styles.fallbackText} lang="en">
        An error occurred while showing the error page
      </p>
      <p className={styles.fallbackText}>Не удалось показать страницу ошибки</p>
      <a className={styles.fallbackLink} href="/">
        На главную
      </a>
    </main>
  );
}
