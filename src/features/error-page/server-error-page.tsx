/** Any other error (spec §2, §8: errors without a status count as 500), with a prompt to reload. */
import { GenericErrorPage } from './generic-error-page';
import styles from './error-page.module.css';

export function ServerErrorPage({ code = 500 }: { code?: number }) {
  return (
    <GenericErrorPage
      code={code}
      message="Ошибка на стороне сервера."
      buttonLabel="Обновить страницу"
      onClick={() => window.location.reload()}
    >
      <p className={styles.prompt}>Мы уже разбираемся. Попробуйте обновить страницу через несколько минут.</p>
    </GenericErrorPage>
  );
}
