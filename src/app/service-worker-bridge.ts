/**
 * The page's side of the service worker (decision 011), connected by
 * `service-worker-bridge-start.ts` once the registration has an active worker:
 * - `CACHE_UPDATED` (workbox-broadcast-update): a list the page was shown from
 *   the worker's copy has changed on the server; the affected RTK Query data
 *   is fetched again in the background. Old data stays on screen until the
 *   new arrives (no loading state), so the update is quiet.
 * - favourited and compared lots are handed to the worker (`CACHE_LOTS`) so
 *   they open offline even if never visited;
 * - on start and whenever the connection comes back, the worker is asked to
 *   send queued leads (`REPLAY_LEADS`) with the current CSRF token.
 * Registration itself is the PWA feature's (workbox-window, production only).
 */
import { api, CSRF_COOKIE } from '@/lib/api/api';
import { readCookie } from '@/lib/api/cookies';
import { lotOfflineUrls, postToWorker } from '@/lib/sw-client';
import { readPageState } from '@/lib/render/page-state';
import type { CacheUpdatedMessage, LeadDeliveredMessage } from '@/lib/sw-protocol';
import { catalogueOfKind } from '@/entities/lot/lot-catalogue';
import { selectSavedEntries } from '@/entities/saved-lots/saved-lots-slice';
import type { AppStore, RootState } from './store';
import { mergeRefresh } from './sw-refresh-plan';

/** Broadcasts of one revalidation burst arrive within milliseconds of each other. */
const REFRESH_DEBOUNCE_MS = 250;

type WorkerMessage = CacheUpdatedMessage | LeadDeliveredMessage | { type?: undefined };

interface QueryEntry {
  status: string;
  endpointName: string;
  originalArgs: unknown;
  data?: unknown;
}

type Initiate = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;

/** Refetches queries with subscribers that carry no tag; infinite (paged) lists are all tagged. */
function refetchActiveUntagged(store: AppStore) {
  const state = store.getState().api as unknown as {
    queries: Record<string, QueryEntry | undefined>;
    subscriptions?: Record<string, object | undefined>;
  };
  const endpoints = api.endpoints as unknown as Record<string, { initiate?: Initiate } | undefined>;
  for (const [key, entry] of Object.entries(state.queries)) {
    if (!entry || entry.status !== 'fulfilled') continue;
    if (state.subscriptions && Object.keys(state.subscriptions[key] ?? {}).length === 0) continue;
    if (entry.data && typeof entry.data === 'object' && 'pageParams' in entry.data) continue;
    const initiate = endpoints[entry.endpointName]?.initiate;
    if (initiate) store.dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }) as never);
  }
}

function savedLotUrls(state: RootState, posted: Set<number>): string[] {
  const urls: string[] = [];
  for (const list of ['favorites', 'comparison'] as const) {
    for (const { lot } of selectSavedEntries(state, list)) {
      if (!lot || posted.has(lot.id)) continue;
      posted.add(lot.id);
      urls.push(...lotOfflineUrls(catalogueOfKind(lot.kind), lot));
    }
  }
  return urls;
}

/** `early`: messages that arrived before this module did, handled first. Returns a stop function (tests, hot reload). */
export function connectServiceWorkerBridge(
  container: ServiceWorkerContainer,
  store: AppStore,
  early: readonly MessageEvent[] = [],
): () => void {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const { tags, untagged } = mergeRefresh(pending);
    pending = [];
    if (tags.length > 0) store.dispatch(api.util.invalidateTags(tags));
    if (untagged) refetchActiveUntagged(store);
  };
  const onMessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    if (message?.type === 'CACHE_UPDATED' && typeof message.payload?.updatedURL === 'string') {
      pending.push(message.payload.updatedURL);
      clearTimeout(timer);
      timer = setTimeout(flush, REFRESH_DEBOUNCE_MS);
    }
  };
  early.forEach(onMessage);
  container.addEventListener('message', onMessage);

  const posted = new Set<number>();
  const keepSaved = () => {
    const urls = savedLotUrls(store.getState(), posted);
    if (urls.length > 0) postToWorker({ type: 'CACHE_LOTS', urls });
  };
  keepSaved();
  const unsubscribe = store.subscribe(keepSaved);
  // A server-rendered first page came with its data: the worker keeps copies for the offline visit.
  const reads = readPageState()?.reads;
  if (reads?.length) postToWorker({ type: 'KEEP_READS', urls: reads });

  const replay = () => {
    if (navigator.onLine !== false) postToWorker({ type: 'REPLAY_LEADS', csrfToken: readCookie(CSRF_COOKIE) ?? null });
  };
  replay();
  window.addEventListener('online', replay);

  return () => {
    clearTimeout(timer);
    container.removeEventListener('message', onMessage);
    window.removeEventListener('online', replay);
    unsubscribe();
  };
}
