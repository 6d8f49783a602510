/// <reference lib="webworker" />
/**
 * The service worker (issue 6, decision 011): precached shell, runtime caches
 * for `/api` lists, lot details, plans, images and the PDF renderer, and the
 * offline lead queue.
 * Which request goes where is decided in one pure place (`route-rules.ts`).
 * The worker waits until the page asks it to take over (SKIP_WAITING): a new
 * version never swaps code under an open page by itself.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { PageToWorkerMessage } from '../src/lib/sw-protocol';
import { SW_CACHES } from '../src/lib/sw-protocol';
import { classifyRequest, type RequestKind } from './route-rules';
import { handleNavigation } from './navigation';
import { handleLead, replayLeads } from './lead-queue';
import { keepLots } from './keep-lots';
import { apiLists, images, lotDetails, pdfAssets, plans } from './strategies';
import { keepPdfAssets } from './keep-pdf-assets';
import { keepReads } from './keep-reads';

declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
// `directoryIndex: ''`: `/` is a page like any other (network first), not the precached file.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

const kindOf = (request: Request): RequestKind | null =>
  classifyRequest({
    url: new URL(request.url),
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    origin: self.location.origin,
  });

const is =
  (kind: RequestKind) =>
  ({ request }: { request: Request }) =>
    kindOf(request) === kind;

registerRoute(is('navigation'), handleNavigation);
registerRoute(is('lot-detail'), lotDetails);
registerRoute(is('api-list'), apiLists);
registerRoute(is('plan'), plans);
registerRoute(is('image'), images);
registerRoute(is('pdf-asset'), pdfAssets);
registerRoute(is('lead'), handleLead, 'POST');

const OWN_CACHES = new Set<string>(Object.values(SW_CACHES));

self.addEventListener('activate', (event) => {
  // Runtime caches of an older format (another version suffix) are dropped; precache handles its own.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => /-v\d+$/.test(name) && !OWN_CACHES.has(name)).map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorkerMessage | null;
  switch (message?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'CACHE_LOTS':
      event.waitUntil(keepLots(Array.isArray(message.urls) ? message.urls : [], event));
      break;
    case 'CACHE_PDF_ASSETS':
      event.waitUntil(keepPdfAssets(Array.isArray(message.urls) ? message.urls : [], event));
      break;
    case 'KEEP_READS':
      event.waitUntil(keepReads(Array.isArray(message.urls) ? message.urls : [], event, kindOf));
      break;
    case 'REPLAY_LEADS':
      event.waitUntil(replayLeads(typeof message.csrfToken === 'string' ? message.csrfToken : null));
      break;
  }
});
