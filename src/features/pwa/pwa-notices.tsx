/**
 * The PWA notices of the shell (issue 6): connection status, «Доступна новая
 * версия» and the install card, stacked in one corner so they never overlap
 * each other, the cookie notice or the favourites notices at the bottom.
 */
import { InstallPrompt, type InstallPromptProps } from './install-prompt';
import { OfflineIndicator } from './offline-indicator';
import { UpdatePrompt } from './update-prompt';
import styles from './pwa-notices.module.css';

export function PwaNotices(props: InstallPromptProps) {
  return (
    <div className={styles.stack}>
      <OfflineIndicator />
      <UpdatePrompt />
      <InstallPrompt {...props} />
    </div>
  );
}
