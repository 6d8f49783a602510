/**
 * What the page and the service worker (sw/, decision 011) agree on: cache
 * names, the header a cached answer carries, the messages each side posts and
 * the queued-lead answer. Pure, so both bundles import the same constants.
 */

/** Runtime caches. Names carry a version: a changed format gets a fresh cache, the old one is dropped. */
export const SW_CACHES = {
  /** Stale-while-revalidate `/api` lists (catalogue, projects, menus…). */
  apiLists: 'api-lists-v1',
  /** Lot detail answers of visited and favourited lots. */
  lots: 'lots-v1',
  /** Plan pictures of those lots. */
  plans: 'plans-v1',
  /** Other pictures (covers, renders): cache-first, bounded. */
  images: 'images-v1',
  /** react-pdf's `pdf-*.js` chunks and the TTF fonts: «Скачать PDF» offline (decision 013). */
  pdfAssets: 'pdf-assets-v1',
} as const;

/** ISO time the worker stored an answer; present only when the page gets the cached copy. */
export const CACHED_AT_HEADER = 'x-sw-cached-at';

/** Page → worker: keep these lot answers and plans for offline use (favourited or visited lots). */
interface CacheLotsMessage {
  type: 'CACHE_LOTS';
  urls: string[];
}

/** Page → worker: the connection is back; send queued leads now, with the page's current CSRF token. */
interface ReplayLeadsMessage {
  type: 'REPLAY_LEADS';
  csrfToken: string | null;
}

interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** Page → worker: keep the PDF renderer's chunks and fonts (loaded at idle on lot, favourites and compare pages). */
interface CachePdfAssetsMessage {
  type: 'CACHE_PDF_ASSETS';
  urls: string[];
}

/**
 * Page → worker: the API answers a server-rendered page was drawn from (decision 032). The browser
 * got them inside the page, so the worker keeps its own copies of those it caches (lists, lot
 * details) for the offline visit.
 */
interface KeepReadsMessage {
  type: 'KEEP_READS';
  urls: string[];
}

export type PageToWorkerMessage =
  CacheLotsMessage | ReplayLeadsMessage | SkipWaitingMessage | CachePdfAssetsMessage | KeepReadsMessage;

/** Worker → page (workbox-broadcast-update's payload): a cached list was refreshed with other data. */
export interface CacheUpdatedMessage {
  type: 'CACHE_UPDATED';
  meta: 'workbox-broadcast-update';
  payload: { cacheName: string; updatedURL: string };
}

/** Worker → page: a lead sent offline has reached the server. */
export interface LeadDeliveredMessage {
  type: 'LEAD_DELIVERED';
  count: number;
}

/** Status and text of the worker's answer to a lead it queued because the network was gone. */
export const QUEUED_LEAD_STATUS = 202;
export const QUEUED_LEAD_MESSAGE =
  'Нет подключения к интернету. Заявка сохранена и будет отправлена, когда связь восстановится.';

export interface QueuedLeadBody {
  status: typeof QUEUED_LEAD_STATUS;
  queued: true;
  message: string;
}

export const queuedLeadBody = (): QueuedLeadBody => ({
  status: QUEUED_LEAD_STATUS,
  queued: true,
  message: QUEUED_LEAD_MESSAGE,
});

export function isQueuedLead(value: unknown): value is QueuedLeadBody {
  return typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;
}

/** `/api/apartments/12/` or `/api/commercials/12/`: the lot page's detail call. */
export const LOT_DETAIL_PATH_RE = /^\/api\/(apartments|commercials)\/(\d{1,10})\/$/;

/**
 * The PDF renderer's files: chunks named `pdf-*.js` by vite.config.ts (kept out
 * of the precache) and the TTF fonts the documents embed.
 */
export function isPdfAsset(url: URL): boolean {
  return /^\/assets\/(?:pdf-[^/]+\.js|[^/]+\.ttf)$/.test(url.pathname);
}

/** Plans live under `/media/files/plans/`; raster variants go through `/images/?src=…plans…`. */
export function isPlanImage(url: URL): boolean {
  if (url.pathname.startsWith('/media/files/plans/')) return true;
  return url.pathname === '/images/' && (url.searchParams.get('src') ?? '').startsWith('/media/files/plans/');
}
