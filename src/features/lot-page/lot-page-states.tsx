/**
 * What the lot page shows before the lot is there: a skeleton of the
 * heading and the plan (same boxes, so the page does not jump when the lot
 * arrives) and a failure notice with a retry (spec §8 only logs failed
 * requests; a blank page would look broken).
 */
import { Button } from '@/ui/button/button';
import { Container } from '@/ui/container/container';
import styles from './lot-page.module.css';

export function LotPageLoading() {
  return (
    <Container className={styles.state}>
      <p className="visually-hidden" role="status">
        Загружаем лот…
      </p>
      <div className={`${styles.skeleton} ${styles.skeletonTitle}`} aria-hidden="true" />
      <div className={`${styles.skeleton} ${styles.skeletonPlan}`} aria-hidden="true" />
    </Container>
  );
}

export function LotPageError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container className={styles.state}>
      <h1 className={styles.stateTitle}>Не удалось загрузить лот</h1>
      <p>Проверьте подключение к интернету и попробуйте ещё раз.</p>
      <div>
        <Button onClick={onRetry}>Повторить</Button>
      </div>
    </Container>
  );
}
