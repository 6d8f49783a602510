/**
 * The message for the whole form (no connection, too many requests, the
 * captcha refused): under the form, next to the button that sent it. The live
 * region is always in the page so a message that appears is announced.
 */
import { ErrorIcon } from '../icons/error-icon';
import styles from './form.module.css';

export function FormErrorSummary({ message, className }: { message?: string | null; className?: string }) {
  return (
    <div role="alert" className={[styles.summary, className].filter(Boolean).join(' ')}>
      {message && (
        <p className={styles.summaryText}>
          <ErrorIcon size={20} className={styles.summaryIcon} />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
