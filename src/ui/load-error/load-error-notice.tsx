/**
 * The notice itself, fetched only when a load fails (load-error.tsx).
 * What a screen or a list shows when its data failed to load (issue 30): why
 * — «Нет подключения к интернету» or the spec's «Ошибка на стороне сервера.»,
 * told apart by `loadFailureKind` — what did not load, and «Повторить».
 * Offline, it also asks again by itself when the browser says the network is
 * back. `className` replaces the box's look for lists that have their own;
 * `page` makes it a whole page's state (home, an article, a lot): the title
 * is the page's h1, the sentence and the box take the page's classes, and
 * «Повторить» is the primary action.
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
  /** The state is the page: its h1 and sentence take the page's own classes. */
  page?: { titleClassName?: string; textClassName?: string };
}

export function LoadErrorNotice({ error, message, onRetry, size, className, page }: LoadErrorProps) {
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
      {page ? <h1 className={page.titleClassName}>{texts.title}</h1> : <p className={styles.title}>{texts.title}</p>}
      <p className={page ? page.textClassName : styles.text}>{`${message} ${texts.hint}`}</p>
      <Button variant={page ? 'primary' : 'secondary'} size={size} onClick={onRetry}>
        {LOAD_FAILURE_TEXTS.retry}
      </Button>
    </div>
  );
}
