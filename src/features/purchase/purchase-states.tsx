/** Loading, empty and failed states shared by the lists of the purchase page. */
import type { ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { PURCHASE_TEXTS } from './purchase-texts';
import styles from './purchase.module.css';

export function LoadFailed({ onRetry, message = PURCHASE_TEXTS.loadFailed }: { onRetry: () => void; message?: string }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateText}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {PURCHASE_TEXTS.retry}
      </Button>
    </div>
  );
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
