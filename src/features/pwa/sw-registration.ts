/**
 * Registers the service worker through workbox-window (decision 010), loaded
 * only in production builds and only after the page's `load` event, so it
 * never competes with the first render.
 * - A new worker waits (the worker skips waiting only when asked); the page
 *   shows «Доступна новая версия». «Обновить» sends SKIP_WAITING to the
 *   waiting worker and reloads once when it takes control, so the page and
 *   its lazy chunks come from one version. When it has not taken control in
 *   a few seconds, the page reloads anyway and the next one finishes the
 *   update (`update-handover.ts`).
 * - Updates are looked for every hour and when the tab becomes visible again,
 *   never offline and not more often than once a minute.
 */
import { Workbox } from 'workbox-window';
import { isOnline } from '@/lib/connection';
import {
  HANDOVER_RELOADS,
  HANDOVER_WAIT_MS,
  rememberUpdateRequest,
  sessionStore,
  takeUpdateRequest,
} from './update-handover';
import { setApplyUpdate, updateAvailable } from './update-store';

const SW_URL = '/sw.js';
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const MIN_CHECK_GAP_MS = 60 * 1000;

/** Returns a stop function (tests); resolves once registered, or to a no-op when registration fails. */
export async function registerServiceWorker(win: Window = window): Promise<() => void> {
  const container = win.navigator.serviceWorker;
  const workbox = new Workbox(SW_URL, { scope: '/' });
  const store = sessionStore(win);
  // The previous page in this tab asked for the update and reloaded while the swap was still pending.
  const reloadsSoFar = takeUpdateRequest(store);
  let resuming = reloadsSoFar > 0;
  let requested = false;
  let reloading = false;
  let handover: number | undefined;

  const reload = () => {
    if (reloading) return;
    reloading = true;
    win.clearTimeout(handover);
    win.location.reload();
  };

  // Also fires for a worker that was already waiting when the page opened.
  workbox.addEventListener('waiting', () => {
    if (!resuming) updateAvailable();
  });

  const onControllerChange = () => {
    // Another tab may have applied the update: this page keeps running until the visitor asks.
    if (requested) reload();
  };
  container.addEventListener('controllerchange', onControllerChange);

  let registration: ServiceWorkerRegistration | undefined;
  const askWaitingWorker = (reloads: number) => {
    requested = true;
    workbox.messageSkipWaiting();
    handover = win.setTimeout(() => {
      if (reloads < HANDOVER_RELOADS) {
        rememberUpdateRequest(store, reloads + 1);
        reload();
        return;
      }
      // Tried enough for one press: the visitor gets the button back (and the reload once the swap happens).
      resuming = false;
      if (registration?.waiting) updateAvailable();
    }, HANDOVER_WAIT_MS);
  };
  setApplyUpdate(() => {
    if (!registration?.waiting) {
      // Nothing waits any more (another tab took the update over): this page only needs a reload.
      requested = true;
      reload();
      return;
    }
    askWaitingWorker(0);
  });

  try {
    // `immediate`: the caller already waited for `load`.
    registration = await workbox.register({ immediate: true });
  } catch (error) {
    // Blocked or unsupported (private modes, tests that block workers): the site works without it.
    console.warn('[pwa] service worker registration failed', error);
    container.removeEventListener('controllerchange', onControllerChange);
    return () => undefined;
  }

  if (reloadsSoFar > 0) {
    if (registration?.waiting) askWaitingWorker(reloadsSoFar);
    else {
      // The swap finished while this page loaded, so it may run the old code under the new worker.
      requested = true;
      reload();
    }
  }

  let lastCheck = Date.now();
  const check = () => {
    const now = Date.now();
    if (!registration || !isOnline(win.navigator) || now - lastCheck < MIN_CHECK_GAP_MS) return;
    // Already downloading or waiting: a check would only fetch the same script again.
    if (registration.installing || registration.waiting) return;
    lastCheck = now;
    registration.update().catch(() => undefined);
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') check();
  };
  const interval = win.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  win.document.addEventListener('visibilitychange', onVisibility);

  return () => {
    win.clearInterval(interval);
    win.clearTimeout(handover);
    win.document.removeEventListener('visibilitychange', onVisibility);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
