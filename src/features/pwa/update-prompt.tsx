/**
 * «Доступна новая версия» (decision 010): a quiet notice, never a modal; the
 * visitor finishes what they are doing and presses «Обновить» when ready.
 * Hiding it keeps the current version until the next visit.
 */
import { useState } from 'react';
import { Button } from '@/ui/button/button';
import { CloseIcon } from '@/ui/icons/close-icon';
import { applyUpdate, useUpdateState } from './update-store';
import { PWA_TEXTS } from './pwa-texts';
import styles from './pwa-notices.module.css';

export function UpdatePrompt() {
  const { available, applying } = useUpdateState();
  const [hidden, setHidden] = useState(false);

  return (
    <div role="status" className={styles.live}>
      {available && !hidden && (
        <div className={`${styles.card} ${styles.dark}`}>
          <p className={styles.title}>{PWA_TEXTS.updateAvailable}</p>
          <Button size="s" variant="inverse" loading={applying} onClick={applyUpdate}>
            {PWA_TEXTS.update}
          </Button>
          <button
            type="button"
            className={styles.close}
            aria-label={PWA_TEXTS.hideUpdate}
            onClick={() => setHidden(true)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
