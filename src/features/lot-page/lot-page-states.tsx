/**
 * What the lot page shows before the lot is there: a skeleton of the
 * heading and the plan (same boxes, so the page does not jump when the lot
 * arrives) and a failure notice with a retry (spec §8 only logs failed
 * requests; a blank page would look broken).
 */
import { LOAD_FAILURE_TEXTS, loadFailureKind } from '@/lib/load-failure';
import { useOnline } from '@/lib/use-online';
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

/** Reached only when the server failed: no network (and no kept copy) shows the offline page instead (lot-screen). */
export function LotPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnline();
  const texts = LOAD_FAILURE_TEXTS[loadFailureKind(error, online)];
  return (
    <Container className={styles.state}>
      <h1 className={styles.stateTitle}>{texts.title}</h1>
      <p>{`Не удалось загрузить лот. ${texts.hint}`}</p>
      <div>
        <Button onClick={onRetry}>{LOAD_FAILURE_TEXTS.retry}</Button>
      </div>
    </Container>
  );
}
