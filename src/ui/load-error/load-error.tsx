/**
 * The load-error notice of every screen and list (load-error-notice.tsx),
 * fetched only when a load fails: a visitor whose data arrives never needs
 * it, and it weighed ~1 kB gzip on each screen's first load (size ceilings).
 * Meanwhile the screen's own sentence shows in the same box. With the service
 * worker the chunk is precached; offline without it, the error boundary's
 * offline page says the same.
 */
import { lazy, Suspense } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import type { LoadErrorProps } from './load-error-notice';
import styles from './load-error.module.css';

const LoadErrorNotice = lazy(
  importWithReload(() => import('./load-error-notice').then((m) => ({ default: m.LoadErrorNotice }))),
);

export function LoadError(props: LoadErrorProps) {
  return (
    <Suspense
      fallback={
        <div className={props.className ?? styles.box}>
          <p className={props.page ? props.page.textClassName : styles.text}>{props.message}</p>
        </div>
      }
    >
      <LoadErrorNotice {...props} />
    </Suspense>
  );
}
