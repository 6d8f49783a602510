/**
 * Every filter in a bottom sheet on phones. Changes apply at once (the count
 * on the apply button follows them); «Показать N лотов» just closes the
 * sheet. A modal dialog: focus stays inside, Escape and the backdrop close
 * it, the page underneath does not scroll.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { CloseIcon } from '@/ui/icons/close-icon';
import { useBodyScrollLock } from '@/ui/use-body-scroll-lock';
import { useFocusTrap } from '@/ui/use-focus-trap';
import { showText } from './catalogue-texts';
import styles from './filters.module.css';

export interface FiltersSheetProps {
  open: boolean;
  count: number | undefined;
  onClose: () => void;
  onReset: () => void;
  children: ReactNode;
}

export function FiltersSheet({ open, count, onClose, onReset, children }: FiltersSheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  useFocusTrap(sheetRef, open);
  useBodyScrollLock(open);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A Select inside stops Escape for its own list; anything else closes the sheet.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.sheetLayer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={sheetRef}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* Not <header>/<footer>: in a dialog they would count as a second banner and contentinfo of the page. */}
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            Фильтры
          </h2>
          <button type="button" className={styles.sheetClose} aria-label="Закрыть фильтры" onClick={onClose}>
            <CloseIcon size={24} />
          </button>
        </div>
        <div className={styles.sheetBody}>{children}</div>
        <div className={styles.sheetFoot}>
          <Button variant="ghost" onClick={onReset}>
            Сбросить
          </Button>
          <Button variant="primary" fullWidth onClick={onClose}>
            {count === undefined ? 'Показать' : showText(count)}
          </Button>
        </div>
      </div>
    </div>
  );
}
