/**
 * Removes the server's prerendered page (decision 014) once the app has drawn
 * its own: the markup sits beside `#root` as a layer over the app's first
 * frames (router fallback, screen skeleton), and goes when a heading appears
 * inside `#root` — the screen has its content — or after `MAX_WAIT_MS` at
 * the latest, so a screen without a heading is never covered for good.
 */
import { PRERENDERED_ID } from '@/lib/seo/prerendered-id';

export { PRERENDERED_ID };
export const MAX_WAIT_MS = 10_000;

/** Starts watching; the returned function stops watching (it does not remove the layer). */
export function handOverPrerendered(doc: Document = document): () => void {
  const layer = doc.getElementById(PRERENDERED_ID);
  const root = doc.getElementById('root');
  if (!layer) return () => undefined;
  const ready = () => root?.querySelector('h1') != null;
  const observer = new MutationObserver(() => {
    if (ready()) finish();
  });
  const timer = setTimeout(() => finish(), MAX_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function finish() {
    stop();
    layer?.remove();
  }
  if (ready()) finish();
  else if (root) observer.observe(root, { childList: true, subtree: true });
  return stop;
}
