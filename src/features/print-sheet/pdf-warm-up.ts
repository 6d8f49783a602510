/**
 * Warming «Скачать PDF» for offline use (decision 013). On pages that offer
 * the button (lot, favourites, compare), once the page has loaded and the
 * browser is idle, the renderer chunk is imported and the worker is asked to
 * keep it and the TTF fonts (`CACHE_PDF_ASSETS`). The idle scheduler skips
 * 2g, data saver and offline (spec §9), like the screen prefetch.
 *
 * Only a page the worker controls warms at idle (decision 015): the warm-up
 * exists to fill the worker's cache, and on a first visit nothing controls
 * the page yet, so the 1 MB renderer would be a cost in the first load's
 * window (Lighthouse's «unused JavaScript») without an offline gain. Intent —
 * a pointer over or focus on «Скачать PDF» — warms it on any visit.
 */
import { useEffect } from 'react';
import { scheduleIdlePrefetch } from '@/lib/idle-prefetch';
import { postToWorker } from '@/lib/sw-client';
import { PDF_FONT_URLS } from '../../../pdf/browser-fonts';
import { loadPdfRenderer } from './pdf-renderer';

/** The renderer's chunks the page fetched: their hashed names are known only after the import. */
export function pdfAssetUrls(entries: readonly { name: string }[], origin: string): string[] {
  const chunks = entries
    .map((entry) => new URL(entry.name, origin))
    .filter((url) => url.origin === origin && /^\/assets\/pdf-[^/]+\.js$/.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set([...chunks, ...Object.values(PDF_FONT_URLS)])];
}

let warmed = false;

async function warm(): Promise<void> {
  if (warmed) return;
  await loadPdfRenderer();
  warmed = true;
  postToWorker({
    type: 'CACHE_PDF_ASSETS',
    urls: pdfAssetUrls(performance.getEntriesByType('resource'), window.location.origin),
  });
}

const controlledByWorker = () => globalThis.navigator?.serviceWorker?.controller != null;

export function usePdfWarmUp(): void {
  useEffect(() => (warmed || !controlledByWorker() ? undefined : scheduleIdlePrefetch([warm])), []);
}

/** On intent (pointer over, focus on «Скачать PDF»): the click that follows finds the renderer loaded. */
export function warmPdfOnIntent(): void {
  if (!warmed) void warm().catch(() => undefined);
}
