/**
 * When the install card may show (decision 010): never on first paint, only
 * after the visitor has shown interest (a second lot page view in this tab
 * session, or 30 s with the page visible), never in the installed app, and
 * not again for 30 days after «Не сейчас» (or after declining the browser's
 * dialog). Pure, so the rules are tested without timers or a browser.
 */

const LOT_VIEWS_FOR_PROMPT = 2;
export const ENGAGED_MS_FOR_PROMPT = 30_000;
export const DISMISS_FOR_MS = 30 * 24 * 60 * 60 * 1000;
export const DISMISSED_KEY = 'pwa-install-dismissed-at';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export function isInterested({ lotViews, engagedMs }: { lotViews: number; engagedMs: number }): boolean {
  return lotViews >= LOT_VIEWS_FOR_PROMPT || engagedMs >= ENGAGED_MS_FOR_PROMPT;
}

export function isDismissed(storage: KeyValue | null, now: number = Date.now()): boolean {
  const at = Number(storage?.getItem(DISMISSED_KEY) ?? Number.NaN);
  // A time in the future (a clock set back) counts as a fresh dismissal, not as an eternal one.
  return Number.isFinite(at) && now - at < DISMISS_FOR_MS && at - now < DISMISS_FOR_MS;
}

export function rememberDismissal(storage: KeyValue | null, now: number = Date.now()): void {
  try {
    storage?.setItem(DISMISSED_KEY, String(now));
  } catch {
    // Storage full or blocked: the card is hidden for this page at least.
  }
}

/** The installed app (Android/desktop `display-mode`, iOS `navigator.standalone`). */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone || (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches)
  );
}
