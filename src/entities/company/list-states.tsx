/**
 * The three non-list states of a company list: grey card stand-ins while it
 * loads (hidden from assistive technology; the region says «Загружаем…»),
 * a failed load with «Повторить», and an empty result with a way out.
 */
import type { ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { LoadError } from '@/ui/load-error/load-error';
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

/** A failed load: the shared notice says whether the device is offline or the server failed (issue 30). */
export function ListError({ text, error, onRetry }: { text: string; error: unknown; onRetry: () => void }) {
  return <LoadError error={error} message={text} onRetry={onRetry} size="s" />;
}

export function ListEmpty({
  children,
  onReset,
  resetLabel = 'Сбросить фильтры',
}: {
  children: ReactNode;
  onReset?: () => void;
  resetLabel?: string;
}) {
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
