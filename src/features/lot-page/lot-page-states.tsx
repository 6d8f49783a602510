/**
 * What the lot page shows before the lot is there: a skeleton of the
 * heading and the plan (same boxes, so the page does not jump when the lot
 * arrives) and a failure notice with a retry (spec §8 only logs failed
 * requests; a blank page would look broken).
 */
import { Container } from '@/ui/container/container';
import { LoadError } from '@/ui/load-error/load-error';
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

/** Reached only when the server failed: no network (and no kept copy) shows the offline page instead (lot-screen). */
export function LotPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container>
      <LoadError
        className={`${styles.state} ${styles.failure}`}
        page={{ titleClassName: styles.stateTitle }}
        error={error}
        message="Не удалось загрузить лот."
        onRetry={onRetry}
      />
    </Container>
  );
}
