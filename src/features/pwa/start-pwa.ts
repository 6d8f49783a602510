/**
 * Start-up of the PWA side of the page (decision 010), called once from
 * `main.tsx`: the install event is caught at once (it may fire before React
 * renders); the service worker is registered only in production builds, in
 * browsers that have workers, after the page's `load` event, and its code
 * (workbox-window) is loaded only then.
 */
import { afterLoad } from '@/lib/idle-prefetch';
import { captureInstallPrompt } from './install-capture';

export interface StartPwaOptions {
  production: boolean;
  win?: Window;
  /** Test seam for the lazily loaded registration. */
  register?: () => Promise<unknown>;
}

const loadAndRegister = () => import('./sw-registration').then(({ registerServiceWorker }) => registerServiceWorker());

export function startPwa({ production, win = window, register = loadAndRegister }: StartPwaOptions): void {
  captureInstallPrompt(win);
  if (!production || !('serviceWorker' in win.navigator)) return;
  afterLoad(() => {
    // A task of its own: when the page has already loaded, this runs inside the app's start-up.
    win.setTimeout(() => {
      register().catch((error: unknown) => console.warn('[pwa] service worker start failed', error));
    }, 0);
  }, win);
}
