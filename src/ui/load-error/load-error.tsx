/** What a content screen shows when its data failed to load: the reason and «Повторить». */
import { Button } from '../button/button';
import styles from './load-error.module.css';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{message} Проверьте соединение и попробуйте ещё раз.</p>
      <Button variant="secondary" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}
