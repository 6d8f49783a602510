/**
 * The first script of every built page (decision 020). The server's page
 * (decision 014) and the styles paint first; the app's scripts are fetched and
 * run only after that paint, so they do not compete with the page's text,
 * fonts and hero picture for the network and the main thread.
 *
 * The build (scripts/vite-defer-entry.ts) names the app's entry chunk and its
 * modulepreloads on this script's tag: `data-app`, `data-app-preloads`. A
 * failed load (a deploy replaced the files) reloads the page once (spec §4).
 */
import { afterFirstPaint } from './lib/after-first-paint';

export const APP_ATTRIBUTE = 'data-app';

function startApp(): Promise<unknown> {
  const tag = document.querySelector<HTMLScriptElement>(`script[${APP_ATTRIBUTE}]`);
  const entry = tag?.dataset.app;
  if (!entry) return Promise.reject(new Error('the app entry is not named on the boot script'));
  // The entry's static imports, fetched side by side with it rather than after it.
  for (const href of (tag.dataset.appPreloads ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(/* @vite-ignore */ entry);
}

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_INTERVAL_MS = 60_000;

function reloadOnce(error: unknown): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_INTERVAL_MS) throw error;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  location.reload();
}

void afterFirstPaint().then(startApp).catch(reloadOnce);
