/**
 * «Скачать PDF» with its states: while the file is made the button reads
 * «Готовим PDF…», is `aria-busy` and ignores clicks; a failure or a partial
 * file is said next to it in a live region.
 */
import type { PdfTask } from './use-pdf-task';
import { Button, type ButtonSize, type ButtonVariant } from '@/ui/button/button';
import styles from './print-actions.module.css';

export interface PdfDownloadButtonProps {
  task: PdfTask;
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function PdfDownloadButton({
  task,
  label = 'Скачать PDF',
  variant = 'secondary',
  size = 's',
}: PdfDownloadButtonProps) {
  return (
    <span className={styles.action}>
      <Button variant={variant} size={size} loading={task.busy} onClick={task.run}>
        {task.busy ? 'Готовим PDF…' : label}
      </Button>
      <TaskMessage error={task.error} note={task.note} />
    </span>
  );
}

/** Always mounted, so screen readers announce a message that appears later. */
export function TaskMessage({ error, note }: { error: string | null; note: string | null }) {
  return (
    <span className={styles.message} role={error ? 'alert' : 'status'} data-error={error ? true : undefined}>
      {error ?? note ?? ''}
    </span>
  );
}
