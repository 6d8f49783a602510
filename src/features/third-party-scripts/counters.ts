/**
 * Web analytics (Yandex Metrika) and the ad-network counter (VK Top@Mail.ru)
 * of spec §7, started by our own code instead of the vendors' inline snippets:
 * the command queues (`ym`, `_tmr`) are defined here, then the vendor script
 * is appended and drains them. The app is a single-page one, so every route
 * change is a page view sent here (Metrika's own first hit is deferred).
 */
import { AD_COUNTER_SCRIPT_URL, METRIKA_SCRIPT_URL } from '@/lib/third-party';
import { appendScript } from './append-script';

type MetrikaCommand = (id: number, method: string, ...args: unknown[]) => void;
type Queued = MetrikaCommand & { a?: unknown[][]; l?: number };
type AdCounterEvent = { id: string; type: 'pageView'; start: number; url: string };

declare global {
  interface Window {
    ym?: Queued;
    _tmr?: AdCounterEvent[] | { push(event: AdCounterEvent): void };
  }
}

export interface CounterIds {
  yandexMetrikaId?: string;
  adCounterId?: string;
}

const started = new Set<string>();

function startMetrika(id: number): void {
  if (!window.ym) {
    // Metrika's documented queue: calls made before tag.js arrives are replayed by it.
    const queue: Queued = (...args: unknown[]) => void (queue.a ??= []).push(args);
    queue.l = Date.now();
    window.ym = queue;
  }
  window.ym(id, 'init', { defer: true, clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: false });
  appendScript(METRIKA_SCRIPT_URL);
}

function startAdCounter(): void {
  window._tmr ??= [];
  appendScript(AD_COUNTER_SCRIPT_URL);
}

/** Starts the configured counters on first use and records one page view in each. */
export function countPageView(ids: CounterIds, url: string, referrer: string): void {
  if (ids.yandexMetrikaId) {
    const id = Number(ids.yandexMetrikaId);
    if (!started.has(`ym:${id}`)) {
      started.add(`ym:${id}`);
      startMetrika(id);
    }
    window.ym?.(id, 'hit', url, { referer: referrer });
  }
  if (ids.adCounterId) {
    if (!started.has(`tmr:${ids.adCounterId}`)) {
      started.add(`tmr:${ids.adCounterId}`);
      startAdCounter();
    }
    window._tmr?.push({ id: ids.adCounterId, type: 'pageView', start: Date.now(), url });
  }
}

/** Test seam: forget started counters. */
export function resetCounters(): void {
  started.clear();
}
