/** Loading, empty and failed states shared by the lists of the purchase page. */
import type { ReactNode } from 'react';
import { LoadError } from '@/ui/load-error/load-error';
import { PURCHASE_TEXTS } from './purchase-texts';
import styles from './purchase.module.css';

/** A failed read: the shared notice tells an offline device from a server failure (issue 30). */
export function LoadFailed({
  onRetry,
  error,
  message = PURCHASE_TEXTS.loadFailed,
}: {
  onRetry: () => void;
  error: unknown;
  message?: string;
}) {
  return <LoadError error={error} message={message} onRetry={onRetry} className={styles.state} />;
}

export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className={styles.skeletonList}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateText}>{children}</p>
      {action}
    </div>
  );
}
