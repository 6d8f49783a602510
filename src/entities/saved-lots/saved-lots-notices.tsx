/**
 * What the visitor must know about favourites and comparison that the lists
 * themselves cannot show: toggles waiting for a connection, and toggles the
 * server refused after the fact (the lot was sold or removed meanwhile).
 */
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { CloseIcon } from '@/ui/icons/close-icon';
import { conflictDismissed, selectConflicts, selectSyncWaiting } from './saved-lots-slice';
import { WAITING_TEXT } from './saved-lots-texts';
import styles from './saved-lots-notices.module.css';

export function SavedLotsNotices() {
  const dispatch = useAppDispatch();
  const waiting = useAppSelector(selectSyncWaiting);
  const conflicts = useAppSelector(selectConflicts);
  return (
    <div className={styles.stack}>
      <div role="status" className={styles.liveRegion}>
        {waiting && <p className={styles.notice}>{WAITING_TEXT}</p>}
      </div>
      <div role="alert" className={styles.liveRegion}>
        {conflicts.map((conflict) => (
          <div key={conflict.id} className={`${styles.notice} ${styles.conflict}`}>
            <p>{conflict.message}</p>
            <button
              type="button"
              className={styles.close}
              aria-label="Закрыть уведомление"
              onClick={() => dispatch(conflictDismissed(conflict.id))}
            >
              <CloseIcon size={18} />
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
