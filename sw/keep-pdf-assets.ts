/**
 * `CACHE_PDF_ASSETS` from the page (decision 013): the PDF renderer's chunks
 * and fonts, warmed at idle on lot, favourites and compare pages. Stored
 * through the same cache-first strategy as live requests, so a file already
 * kept costs nothing; this also covers the first visit, before the worker
 * controls the page and sees the page's own requests.
 */
import { isPdfAsset } from '../src/lib/sw-protocol';
import { pdfAssets } from './strategies';

declare const self: ServiceWorkerGlobalScope;

/** The renderer is a handful of chunks plus four fonts; anything longer is not ours. */
const MAX_URLS = 16;

export async function keepPdfAssets(urls: readonly unknown[], event: ExtendableEvent): Promise<void> {
  const own = urls
    .filter((raw): raw is string => typeof raw === 'string')
    .slice(0, MAX_URLS)
    .map((raw) => new URL(raw, self.location.origin))
    .filter((url) => url.origin === self.location.origin && isPdfAsset(url));
  await Promise.all(
    own.map((url) => pdfAssets.handle({ event, request: new Request(url.href) }).catch(() => undefined)),
  );
}
