/** What a company list shows instead of its content: a skeleton while loading, a failure with «Повторить», an empty note. */
import { Button } from '@/ui/button/button';
import styles from './company.module.css';

export function LoadingSkeleton({ label, items = 3, tall = false }: { label: string; items?: number; tall?: boolean }) {
  return (
    <div role="status" className={styles.skeletonGrid} data-tall={tall || undefined}>
      <p className="visually-hidden">{label}</p>
      {Array.from({ length: items }, (_, index) => (
        <span key={index} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}

export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{`Не удалось загрузить ${what}. Проверьте соединение и попробуйте ещё раз.`}</p>
      <Button variant="secondary" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}

export function EmptyNote({ children }: { children: string }) {
  return (
    <div className={styles.notice}>
      <p>{children}</p>
    </div>
  );
}
