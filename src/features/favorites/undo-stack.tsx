/**
 * «Лот № 12 удалён из избранного. Вернуть»: the last few removals, newest on
 * top, each with its own button. A bar hides itself after a while, but never
 * while the pointer or the focus is on the stack — a visitor about to press
 * «Вернуть» must not lose it. The live region is always rendered, so screen
 * readers hear every new bar.
 */
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Button } from '@/ui/button/button';
import { CloseIcon } from '@/ui/icons/close-icon';
import { clearedText, removedText } from './favorites-texts';
import type { Removal } from './use-removals';
import styles from './favorites.module.css';

export const UNDO_HIDE_MS = 10_000;

interface UndoStackProps {
  removals: Removal[];
  onRestore: (removal: Removal) => void;
  onDismiss: (id: string) => void;
}

function UndoBar({
  removal,
  paused,
  onRestore,
  onDismiss,
}: { removal: Removal; paused: boolean } & Omit<UndoStackProps, 'removals'>) {
  const restoreRef = useRef<HTMLButtonElement>(null);
  const { id, takeFocus } = removal;

  // The heart or «Да» that was pressed is gone with its lot: keyboard focus lands on «Вернуть» instead of the page top.
  useEffect(() => {
    if (takeFocus) restoreRef.current?.focus();
  }, [takeFocus]);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(id), UNDO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [paused, id, onDismiss]);

  const message = removal.cleared
    ? clearedText(removal.entries.length)
    : removedText(removal.entries[0]?.lot.number ?? '');
  return (
    <li className={styles.undo}>
      <p className={styles.undoText}>{message}</p>
      <Button ref={restoreRef} variant="inverse" size="s" onClick={() => onRestore(removal)}>
        {removal.cleared ? 'Вернуть все' : 'Вернуть'}
      </Button>
      <button type="button" className={styles.undoClose} aria-label="Скрыть уведомление" onClick={() => onDismiss(id)}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}

export function UndoStack({ removals, onRestore, onDismiss }: UndoStackProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const stackRef = useRef<HTMLDivElement>(null);
  // Not every browser fires blur when a focused bar is removed: ask the document after each change.
  useEffect(() => {
    setFocused(stackRef.current?.contains(document.activeElement) ?? false);
  }, [removals]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  // A bar that vanishes under the pointer fires no mouseleave; an empty stack is not hovered.
  const paused = removals.length > 0 && (hovered || focused);
  return (
    <div
      ref={stackRef}
      className={styles.undoStack}
      role="status"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {removals.length > 0 && (
        <ul className={styles.undoList}>
          {removals.map((removal) => (
            <UndoBar key={removal.id} removal={removal} paused={paused} onRestore={onRestore} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
    </div>
  );
}
