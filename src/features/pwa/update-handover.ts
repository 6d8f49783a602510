/**
 * «Обновить» across one reload (decision 010). Chromium can lose the
 * activation a waiting worker asked for: when a request reaches the old worker
 * while it is being stopped for the swap, it is started again and then only
 * leaves once idle (about 30 s without requests; up to 5 minutes while
 * DevTools is attached). A navigation asks for the activation again, so the
 * page that waited too long reloads itself and remembers, for the next page
 * in this tab, that the visitor asked for the update. That ask can be lost
 * the same way, so a few reloads are tried before «Обновить» is offered again.
 */

/** Normally the new worker takes over within a second of the click; twice that and more under load. */
export const HANDOVER_WAIT_MS = 4000;
/** A remembered request older than this is stale: the visitor did not just press «Обновить». */
export const HANDOVER_TTL_MS = 30_000;
export const HANDOVER_KEY = 'severin:update-requested';
/** Reloads tried for one press of «Обновить» (traced: one in two or three is lost on a busy page). */
export const HANDOVER_RELOADS = 3;

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** sessionStorage, or null where it is blocked (some private modes throw on access). */
export function sessionStore(win: Window): SessionStore | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** Notes that this page reloads for the update; `reloads` counts this one. */
export function rememberUpdateRequest(store: SessionStore | null, reloads: number, now = Date.now()): void {
  try {
    store?.setItem(HANDOVER_KEY, `${now}:${reloads}`);
  } catch {
    // Storage full or blocked: the reload still asks for the activation again.
  }
}

/** How many reloads the previous pages in this tab made for an update just asked for (0: none); the note is used up. */
export function takeUpdateRequest(store: SessionStore | null, now = Date.now()): number {
  try {
    const saved = store?.getItem(HANDOVER_KEY);
    if (saved == null) return 0;
    store?.removeItem(HANDOVER_KEY);
    const [at, reloads] = saved.split(':').map(Number);
    const age = now - at;
    return age >= 0 && age < HANDOVER_TTL_MS && Number.isInteger(reloads) && reloads > 0 ? reloads : 0;
  } catch {
    return 0;
  }
}
