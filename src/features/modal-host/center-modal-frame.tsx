/** A centred dialog card (placement 'center') with a close button. */
import { CloseIcon } from '@/ui/icons/close-icon';
import type { ModalFrameProps } from './side-modal-panel';
import styles from './modal-host.module.css';

export function CenterModalFrame({ titleId, onClose, dialogRef, leaving, children }: ModalFrameProps) {
  return (
    <div
      ref={dialogRef}
      className={styles.card}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
        <CloseIcon />
      </button>
      <div className={styles.content} data-leaving={leaving || undefined}>
        {children}
      </div>
    </div>
  );
}
