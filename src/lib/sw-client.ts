/**
 * Page → service worker messages (decision 011). Posted to the active worker
 * of the registration, not to `controller`: on the very first visit the
 * worker is active before it controls the page, and the lot being viewed
 * should still be kept. Without a worker (dev server, old browser, a
 * blocked registration) nothing happens.
 */
import { imageUrl } from './image-url';
import type { PageToWorkerMessage } from './sw-protocol';

export function postToWorker(message: PageToWorkerMessage): void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return;
  void container.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined);
}

/**
 * Detail and plan addresses of a lot, as the worker keeps them for offline
 * use. SVG plans are used as they are; a raster plan in the widths the card
 * (480) and the lot page (960) ask for first.
 */
export function lotOfflineUrls(
  catalogue: 'apartments' | 'commercials',
  lot: { id: number; plan: string | null },
): string[] {
  const urls = [`/api/${catalogue}/${lot.id}/`];
  if (!lot.plan) return urls;
  if (/\.svg(?:$|\?)/i.test(lot.plan)) urls.push(lot.plan);
  else urls.push(imageUrl(lot.plan, { width: 480 }), imageUrl(lot.plan, { width: 960 }));
  return urls;
}
