/** 404 (spec §2): 'Страницы не существует.' with a link home. */
import { GenericErrorPage } from './generic-error-page';
import styles from './error-page.module.css';

export function NotFoundPage() {
  return (
    <GenericErrorPage code={404} message="Страницы не существует." buttonLabel="На главную" to="/">
      <p className={styles.prompt}>Возможно, адрес набран с ошибкой или страница была перемещена.</p>
    </GenericErrorPage>
  );
}
