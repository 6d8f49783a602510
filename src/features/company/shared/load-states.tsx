/** What a company list shows instead of its content: a skeleton while loading, a failure with «Повторить», an empty note. */
import { LoadError as SharedLoadError } from '@/ui/load-error/load-error';
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

/** `what` in the accusative: «Не удалось загрузить команду.»; the reason (offline or the server) comes from the shared notice. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return <SharedLoadError error={error} message={`Не удалось загрузить ${what}.`} onRetry={onRetry} />;
}

export function EmptyNote({ children }: { children: string }) {
  return (
    <div className={styles.notice}>
      <p>{children}</p>
    </div>
  );
}
