/**
 * «Очистить» with an inline confirmation: clearing a whole type is the one
 * destructive action of the screen, so it asks first. «Отмена» takes the
 * focus (the safe answer under Enter), Escape cancels, and the focus goes
 * back to «Очистить» after a cancel.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/ui/button/button';
import styles from './favorites.module.css';

export function ClearControl({ onConfirm }: { onConfirm: (keyboard: boolean) => void }) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) clearRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <Button ref={clearRef} variant="ghost" size="s" onClick={() => setAsking(true)}>
        Очистить
      </Button>
    );
  }
  const confirm = (event: MouseEvent) => {
    // The control unmounts with the cleared list; `wasAsking` must not pull the focus back to it.
    wasAsking.current = false;
    setAsking(false);
    // A click from Enter or Space has no pointer position (`detail` 0).
    onConfirm(event.detail === 0);
  };
  return (
    <div
      className={styles.confirm}
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setAsking(false);
        }
      }}
    >
      <p id={questionId} className={styles.confirmText}>
        Удалить все лоты этого типа из избранного?
      </p>
      <Button variant="primary" size="s" onClick={confirm}>
        Да
      </Button>
      <Button ref={cancelRef} variant="secondary" size="s" onClick={() => setAsking(false)}>
        Отмена
      </Button>
    </div>
  );
}
