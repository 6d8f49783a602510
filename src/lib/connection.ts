/**
 * The browser's view of the network, shared by the shell's offline notice and
 * the idle prefetch. `navigator.onLine === false` is reliable (no network at
 * all); `true` only means "some network", so nothing here promises the server
 * answers. The Network Information API exists in Chromium only; elsewhere the
 * connection counts as normal.
 */

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

type NavigatorLike = Pick<Navigator, 'onLine'> & { connection?: NetworkInformationLike };

export const isOnline = (nav: Pick<Navigator, 'onLine'> | undefined = globalThis.navigator): boolean =>
  nav?.onLine !== false;

/** Data saver on, or a 2g-class link (`2g`, `slow-2g`): spend no bytes on guesses (spec §9). */
export function prefersLightData(
  nav: NavigatorLike | undefined = globalThis.navigator as NavigatorLike | undefined,
): boolean {
  const connection = nav?.connection;
  if (!connection) return false;
  return connection.saveData === true || /(?:^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Calls `listener` on every `online` / `offline` event; returns the unsubscribe function. */
export function subscribeOnline(listener: () => void, win: Window = window): () => void {
  win.addEventListener('online', listener);
  win.addEventListener('offline', listener);
  return () => {
    win.removeEventListener('online', listener);
    win.removeEventListener('offline', listener);
  };
}
