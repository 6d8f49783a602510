/**
 * `KEEP_READS` from a server-rendered page (decision 032): the API answers it
 * was drawn from arrived inside the page, not through the worker, so the
 * worker fetches the ones it would have kept — lists and lot details — through
 * the same strategies as live requests. The catalogue opened online then opens
 * offline with its lots, as before the server drew pages (decision 011).
 */
import { apiLists, lotDetails } from './strategies';
import type { RequestKind } from './route-rules';

declare const self: ServiceWorkerGlobalScope;

/** A page reads a dozen addresses; more than this is not a page's. */
const MAX_URLS = 40;

export async function keepReads(
  urls: readonly string[],
  event: ExtendableEvent,
  kindOf: (request: Request) => RequestKind | null,
): Promise<void> {
  const requests = urls
    .slice(0, MAX_URLS)
    .map((raw) => new URL(raw, self.location.origin))
    .filter((url) => url.origin === self.location.origin)
    .map((url) => new Request(url.href, { credentials: 'same-origin' }));
  // One at a time, after the page has started: they must not compete with what the visitor asks next.
  for (const request of requests) {
    const kind = kindOf(request);
    const strategy = kind === 'api-list' ? apiLists : kind === 'lot-detail' ? lotDetails : null;
    await strategy?.handle({ event, request }).catch(() => undefined);
  }
}
