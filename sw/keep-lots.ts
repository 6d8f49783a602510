/**
 * `CACHE_LOTS` from the page: lot detail answers and plan pictures of lots a
 * visitor favourited (maybe never opened) or opened before the worker took
 * control, stored through the same strategies as live requests, so offline
 * they open with «данные на …». Copies younger than `FRESH_MS` are not
 * fetched again: the page repeats the whole favourites list on every start.
 */
import { LOT_DETAIL_PATH_RE, SW_CACHES, isPlanImage } from '../src/lib/sw-protocol';
import { cachedAtOf } from './caching-plugins';
import { lotDetails, plans } from './strategies';

declare const self: ServiceWorkerGlobalScope;

const FRESH_MS = 12 * 60 * 60 * 1000;
/** One message never starts more than this many downloads (favourites are capped at 100 per list). */
const MAX_URLS = 300;

async function keepOne(url: URL, event: ExtendableEvent): Promise<void> {
  const request = new Request(url.href, { credentials: 'same-origin' });
  if (LOT_DETAIL_PATH_RE.test(url.pathname)) {
    const stored = await (await caches.open(SW_CACHES.lots)).match(request);
    const at = cachedAtOf(stored);
    if (at !== null && Date.now() - at < FRESH_MS) return;
    await lotDetails.handle({ event, request });
  } else if (isPlanImage(url)) {
    await plans.handle({ event, request });
  }
}

export async function keepLots(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const own = urls
    .slice(0, MAX_URLS)
    .map((raw) => new URL(raw, self.location.origin))
    .filter((url) => url.origin === self.location.origin);
  // A few at a time: a long favourites list must not starve the page's own requests.
  for (let start = 0; start < own.length; start += 4) {
    await Promise.all(own.slice(start, start + 4).map((url) => keepOne(url, event).catch(() => undefined)));
  }
}
