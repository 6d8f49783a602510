/**
 * The runtime strategies and their bounds (decision 011). Every cache keeps
 * only 200 answers and drops its oldest entries past its bound or age, and
 * on a storage quota error (purgeOnQuotaError).
 */
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { SW_CACHES } from '../src/lib/sw-protocol';
import { stampCachedAt } from './caching-plugins';

const DAY = 24 * 60 * 60;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/** Lists and pages' data: answered at once from the cache, refreshed behind; a changed ETag is broadcast. */
export const apiLists = new StaleWhileRevalidate({
  cacheName: SW_CACHES.apiLists,
  plugins: [
    okOnly(),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true }),
    // The server tags every list (server/routes/api/index.ts); a hash of the body changes with the data.
    new BroadcastUpdatePlugin({ headersToCheck: ['etag', 'last-modified'] }),
  ],
});

/** Seconds the lot page waits for the network before showing the stored copy. */
export const LOT_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Lot details: prices and statuses change, so the network comes first; a
 * sales manager offline (or on a dead show-room connection) gets the copy
 * stamped with its date. Generous: a day of visits plus every favourite.
 */
export const lotDetails = new NetworkFirst({
  cacheName: SW_CACHES.lots,
  networkTimeoutSeconds: LOT_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    okOnly(),
    stampCachedAt,
    new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
  ],
});

/** Plans never change under their address (media paths are immutable). */
export const plans = new CacheFirst({
  cacheName: SW_CACHES.plans,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true })],
});

/** Covers, renders and photos: many and large, so fewer and shorter-lived. */
export const images = new CacheFirst({
  cacheName: SW_CACHES.images,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});

/**
 * react-pdf's chunks and the TTF fonts (decision 013): hashed names, so a
 * stored copy is never stale. A few versions fit; older ones expire.
 */
export const pdfAssets = new CacheFirst({
  cacheName: SW_CACHES.pdfAssets,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 24, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true })],
});
