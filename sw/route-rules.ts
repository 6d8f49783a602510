/**
 * Which strategy a request gets (decision 011). Pure: no worker globals, so
 * it is unit-tested with plain URLs.
 *
 * - navigation: the page, from the network with the precached shell as the
 *   offline fallback (files, images, `/api`, `/pdf` and `/feeds` never);
 * - lot-detail: NetworkFirst into the lots cache;
 * - api-list: stale-while-revalidate for same-origin GET `/api` reads, except
 *   what depends on the visitor's cookie (favourites, comparison), what must
 *   always be live (maintenance probe, health) and the write endpoints;
 * - plan / image: cache-first into their bounded caches;
 * - pdf-asset: react-pdf's `pdf-*.js` chunks and TTF fonts, cache-first
 *   (hashed names never change), so «Скачать PDF» works offline (decision 013);
 * - lead: `POST /api/request/`, queued when the network is gone;
 * - null: the browser's own handling (network only).
 */
import { isPdfAsset, isPlanImage, LOT_DETAIL_PATH_RE } from '../src/lib/sw-protocol';

export type RequestKind = 'navigation' | 'lot-detail' | 'api-list' | 'plan' | 'image' | 'pdf-asset' | 'lead';

export interface RequestInfo {
  url: URL;
  method: string;
  mode: string;
  destination: string;
  /** The worker's own origin. */
  origin: string;
}

/** Paths a navigation must reach the server for: API, PDF documents, media files, images, uploads, the listing feeds, the worker itself. */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/api(?:\/|$)/,
  /^\/pdf(?:\/|$)/,
  /^\/images(?:\/|$)/,
  /^\/media\/files\//,
  /^\/uploads(?:\/|$)/,
  /^\/feeds\//,
  /^\/assets\//,
  /^\/(?:sw\.js|manifest\.webmanifest|robots\.txt|sitemap\.xml|sitemaps\/[\w-]+\.xml)$/,
];

/** `/api` reads never kept by the worker: per visitor, always live, or not a list at all. */
// `main_page/preview` carries unpublished drafts; `action_timers` carries the server clock, which a stale copy would skew;
// `admin` is the bearer-token lots export and import (issue 32): every lot, sold ones too, never to sit in a browser cache.
const API_NEVER_CACHED =
  /^\/api\/(?:favorites|comparison|tech|health|uploads|request|openapi\.json|main_page\/preview|action_timers|admin)(?:\/|$)/;

const IMAGE_FILE_RE = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

export function isNavigationAllowed(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

export function classifyRequest({ url, method, mode, destination, origin }: RequestInfo): RequestKind | null {
  if (url.origin !== origin) return null;
  const { pathname } = url;
  if (method === 'POST' && pathname === '/api/request/') return 'lead';
  if (method !== 'GET') return null;
  if (mode === 'navigate') return isNavigationAllowed(pathname) ? 'navigation' : null;
  if (pathname.startsWith('/api/')) {
    if (LOT_DETAIL_PATH_RE.test(pathname)) return 'lot-detail';
    return API_NEVER_CACHED.test(pathname) ? null : 'api-list';
  }
  if (isPlanImage(url)) return 'plan';
  if (isPdfAsset(url)) return 'pdf-asset';
  const image =
    destination === 'image' ||
    pathname === '/images/' ||
    (pathname.startsWith('/media/files/') && IMAGE_FILE_RE.test(pathname));
  return image ? 'image' : null;
}
