/** What the list shows instead of cards: loading shapes, nothing found, a failure with «Повторить». */
import { Button } from '@/ui/button/button';
import { LoadError } from '@/ui/load-error/load-error';
import styles from './articles.module.css';

export function ArticleSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true">
      <span className={styles.skeletonMedia} />
      <span className={styles.skeletonLine} data-short />
      <span className={styles.skeletonLine} />
      <span className={styles.skeletonLine} />
    </li>
  ));
}

export function ArticlesEmpty({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  return (
    <div className={styles.state}>
      <h2 className={styles.stateTitle}>Публикаций не найдено</h2>
      <p className={styles.stateText}>
        {filtered
          ? 'По выбранным фильтрам ничего нет. Попробуйте другую категорию или проект.'
          : 'Здесь пока нет публикаций — загляните позже.'}
      </p>
      {filtered && (
        <Button variant="secondary" onClick={onReset}>
          Сбросить фильтры
        </Button>
      )}
    </div>
  );
}

export function ArticlesError({
  onRetry,
  error,
  compact = false,
}: {
  onRetry: () => void;
  error: unknown;
  compact?: boolean;
}) {
  // Offline or the server's failure: the shared notice says which (issue 30).
  return (
    <LoadError
      error={error}
      message="Не удалось загрузить публикации."
      onRetry={onRetry}
      className={compact ? `${styles.state} ${styles.compact}` : styles.state}
    />
  );
}
