/**
 * The notice itself, fetched only when a load fails (load-error.tsx).
 * What a screen or a list shows when its data failed to load (issue 30): why
 * — «Нет подключения к интернету» or the spec's «Ошибка на стороне сервера.»,
 * told apart by `loadFailureKind` — what did not load, and «Повторить».
 * Offline, it also asks again by itself when the browser says the network is
 * back. `className` replaces the box's look for lists that have their own.
 */
import { useEffect } from 'react';
import { useOnline } from '@/lib/use-online';
import { LOAD_FAILURE_TEXTS, loadFailureKind } from '@/lib/load-failure';
import { Button, type ButtonSize } from '../button/button';
import styles from './load-error.module.css';

export interface LoadErrorProps {
  /** The query's error (`FETCH_ERROR`, a status…). */
  error: unknown;
  /** What did not load, as a sentence: «Не удалось загрузить список вакансий.» */
  message: string;
  onRetry: () => void;
  size?: ButtonSize;
  className?: string;
}

export function LoadErrorNotice({ error, message, onRetry, size, className }: LoadErrorProps) {
  // Going offline after the failure changes the words.
  const online = useOnline();
  const kind = loadFailureKind(error, online);
  const texts = LOAD_FAILURE_TEXTS[kind];

  useEffect(() => {
    if (kind !== 'offline') return;
    const retry = () => onRetry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [kind, onRetry]);

  return (
    <div className={className ?? styles.box} role="alert" data-load-failure={kind}>
      <p className={styles.title}>{texts.title}</p>
      <p className={styles.text}>{`${message} ${texts.hint}`}</p>
      <Button variant="secondary" size={size} onClick={onRetry}>
        {LOAD_FAILURE_TEXTS.retry}
      </Button>
    </div>
  );
}
