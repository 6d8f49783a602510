/**
 * The shell's connection status (decision 010): while the browser reports no
 * network, a polite status says so and what still works; when the network
 * returns, «Соединение восстановлено» shows briefly. The live region stays in
 * the page so screen readers announce the change.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '@/lib/connection';
import { PWA_TEXTS } from './pwa-texts';
import styles from './pwa-notices.module.css';

export const RESTORED_VISIBLE_MS = 4000;

const subscribe = (listener: () => void) => subscribeOnline(listener);
const getOnline = () => isOnline();

export function OfflineIndicator() {
  const online = useSyncExternalStore(subscribe, getOnline, () => true);
  const [wasOffline, setWasOffline] = useState(!online);
  const [restored, setRestored] = useState(false);

  // Adjusting state while rendering (React's pattern for derived state): offline → online is the restore.
  if (!online && !wasOffline) {
    setWasOffline(true);
    setRestored(false);
  }
  if (online && wasOffline) {
    setWasOffline(false);
    setRestored(true);
  }

  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => setRestored(false), RESTORED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [restored]);

  return (
    <div role="status" className={styles.live}>
      {!online && (
        <div className={`${styles.card} ${styles.dark} ${styles.offline}`}>
          <span className={styles.dot} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.title}>{PWA_TEXTS.offline}</p>
            <p className={styles.text}>{PWA_TEXTS.offlineHint}</p>
          </div>
        </div>
      )}
      {restored && (
        <div className={`${styles.card} ${styles.dark} ${styles.restored}`}>
          <span className={styles.dot} aria-hidden="true" />
          <p className={styles.title}>{PWA_TEXTS.restored}</p>
        </div>
      )}
    </div>
  );
}
