/**
 * The three non-list states of a company list: grey card stand-ins while it
 * loads (hidden from assistive technology; the region says «Загружаем…»),
 * a failed load with «Повторить», and an empty result with a way out.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { importWithReload } from '@/lib/chunk-reload';
import styles from './list-states.module.css';

export function ListSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={styles.skeletons} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.skeleton}>
            <span className={styles.line} data-title />
            <span className={styles.line} />
            <span className={styles.line} data-short />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A failed load: the shared notice says whether the device is offline or the server failed
 * (issue 30). Its code is fetched only when a list fails (the tenders and vacancies screens stay
 * within their size ceilings); offline without it, the error boundary's offline page says the same.
 */
const SharedLoadError = lazy(importWithReload(() => import('@/ui/load-error/load-error').then((m) => ({ default: m.LoadError }))));

export function ListError({ text, error, onRetry }: { text: string; error: unknown; onRetry: () => void }) {
  return (
    <Suspense
      fallback={
        <div className={styles.note}>
          <p>{text}</p>
        </div>
      }
    >
      <SharedLoadError error={error} message={text} onRetry={onRetry} size="s" />
    </Suspense>
  );
}

export function ListEmpty({ children, onReset, resetLabel = 'Сбросить фильтры' }: { children: ReactNode; onReset?: () => void; resetLabel?: string }) {
  return (
    <div className={styles.note}>
      <p>{children}</p>
      {onReset && (
        <Button variant="secondary" size="s" onClick={onReset}>
          {resetLabel}
        </Button>
      )}
    </div>
  );
}
