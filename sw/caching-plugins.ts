/**
 * Small Workbox plugins of the runtime caches (decision 011).
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CACHED_AT_HEADER } from '../src/lib/sw-protocol';

/**
 * Stamps the stored copy with the time it was stored. The page receives the
 * network answer without the stamp, so the header's presence is exactly the
 * «served from the cache» signal the lot page shows as «данные на …».
 */
export const stampCachedAt: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** When the stored copy was made (ISO), from the stamp; null for an unstamped or missing response. */
export function cachedAtOf(response: Response | undefined): number | null {
  const stamp = response?.headers.get(CACHED_AT_HEADER);
  const time = stamp ? Date.parse(stamp) : NaN;
  return Number.isFinite(time) ? time : null;
}
