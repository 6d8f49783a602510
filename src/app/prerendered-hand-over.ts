/**
 * Removes the server's prerendered page (decision 014) once the app has drawn
 * its own: the markup sits beside `#root` as a layer over the app's first
 * frames (router fallback, screen skeleton), and goes when a heading appears
 * inside `#root` — the screen has its content — or after `MAX_WAIT_MS` at
 * the latest, so a screen without a heading is never covered for good.
 *
 * A layer with a hero picture (home, project pages; decision 016) goes only
 * once that picture has been painted: it is the page's largest paint, and
 * removed unpainted it would leave that to the app's own copy, drawn after
 * the scripts. The app shows the same file from the cache, so nothing
 * visibly changes; `MAX_PICTURE_WAIT_MS` bounds the wait for a slow picture.
 */
import { PRERENDERED_ID } from '@/lib/seo/prerendered-id';

export { PRERENDERED_ID };
export const MAX_WAIT_MS = 10_000;
export const MAX_PICTURE_WAIT_MS = 3_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves after the layer's high-priority pictures are decoded and a frame has drawn them. */
function picturesPainted(layer: HTMLElement): Promise<void> | null {
  const pictures = Array.from(layer.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  if (pictures.length === 0) return null;
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  // The first frame callback runs before that frame paints; after the second one, it has.
  const painted = decoded.then(nextFrame).then(nextFrame);
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, MAX_PICTURE_WAIT_MS))]);
}

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
    const painted = layer ? picturesPainted(layer) : null;
    if (painted && layer) {
      // The app's page is there: the layer stays only as paint, out of the accessibility tree and of the pointer's way.
      layer.setAttribute('aria-hidden', 'true');
      layer.inert = true;
      void painted.then(() => layer.remove());
    } else layer?.remove();
  }
  if (ready()) finish();
  else if (root) observer.observe(root, { childList: true, subtree: true });
  return stop;
}
