/**
 * The one door to react-pdf from the app (decisions 002, 013): a dynamic
 * import, so the renderer (~450 KB gzip, chunks named `pdf-*`) is fetched on
 * «Скачать PDF» or at idle to warm the cache, never with the first load.
 * Never import `pdf/browser-render` statically anywhere in `src/`.
 */
// Type-only: erased from the bundle, so it cannot pull react-pdf in.
import type * as BrowserRender from '../../../pdf/browser-render';

export type PdfRenderer = typeof BrowserRender;

let loading: Promise<PdfRenderer> | null = null;

export function loadPdfRenderer(): Promise<PdfRenderer> {
  loading ??= import('../../../pdf/browser-render').catch((error: unknown) => {
    // A failed load (offline before the chunk was kept) may succeed on the next click.
    loading = null;
    throw error;
  });
  return loading;
}
