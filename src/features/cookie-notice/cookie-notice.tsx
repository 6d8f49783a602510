/**
 * Cookie notice (spec §2, §4, §9): appears 2 s after load unless the visitor
 * has accepted; 'Хорошо' accepts for good. It waits for redux-persist to
 * rehydrate the flag from IndexedDB so an accepted visitor never sees it flash.
 */
import { useEffect, useState } from 'react';
import { Link } from '@/ui/link/link';
import { Button } from '@/ui/button/button';
import { useAppDispatch, useAppSelector, type AppState } from '@/lib/store/hooks';
import { cookiesAccepted, selectCookiesAccepted } from './cookie-notice-slice';
import styles from './cookie-notice.module.css';

export const COOKIE_NOTICE_DELAY_MS = 2000;

/**
 * Milliseconds since the page began to load (the navigation's start is
 * `performance.now()`'s origin). The notice is a lazy part mounted once the
 * app has started — about a second in — so a timer started at mount showed it
 * at ~3 s (issue 30); counting from load keeps the spec's 2 s.
 */
const sinceLoad = () => performance.now();

interface PersistMeta {
  _persist?: { rehydrated: boolean };
}

/**
 * True once the persisted flag is known. A store without persistence has no
 * `_persist` meta and nothing to wait for.
 */
function selectFlagKnown(state: AppState): boolean {
  const meta = (state as { cookieNotice?: PersistMeta }).cookieNotice?._persist;
  return meta === undefined || meta.rehydrated;
}

export function CookieNotice() {
  const dispatch = useAppDispatch();
  const accepted = useAppSelector(selectCookiesAccepted);
  const known = useAppSelector(selectFlagKnown);
  const [delayPassed, setDelayPassed] = useState(() => sinceLoad() >= COOKIE_NOTICE_DELAY_MS);

  // The delay counts from load, not from rehydration: a slow IndexedDB read only postpones it.
  useEffect(() => {
    if (delayPassed) return;
    const timer = window.setTimeout(() => setDelayPassed(true), COOKIE_NOTICE_DELAY_MS - sinceLoad());
    return () => window.clearTimeout(timer);
  }, [delayPassed]);

  if (!delayPassed || !known || accepted) return null;

  return (
    <section className={styles.notice} role="region" aria-label="Уведомление об использовании файлов cookie">
      <p className={styles.text}>
        Мы используем файлы cookie, чтобы сайт работал корректно и становился удобнее. Продолжая пользоваться сайтом, вы
        соглашаетесь с их использованием в соответствии с{' '}
        <Link className={styles.link} to="/policy">
          политикой конфиденциальности
        </Link>
        .
      </p>
      <Button className={styles.button} onClick={() => dispatch(cookiesAccepted())}>
        Хорошо
      </Button>
    </section>
  );
}
