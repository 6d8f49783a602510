/**
 * Connects the page to its service worker (service-worker-bridge.ts) once the
 * registration has an active worker: at once on a return visit, after the
 * worker's first install on a first visit (the registration waits for `load`,
 * src/features/pwa). Before that there is no worker to talk to, so a first
 * visit does not download the bridge with the page (decision 015).
 * A worker message that arrives while the bridge loads (a controlled page's
 * first lists revalidated) is kept and handed over, not lost.
 */
import type { connectServiceWorkerBridge } from './service-worker-bridge';
import type { AppStore } from './store';

export type Bridge = { connectServiceWorkerBridge: typeof connectServiceWorkerBridge };

const loadBridge = (): Promise<Bridge> => import('./service-worker-bridge');

/** Returns a stop function (tests, hot reload). */
export function startServiceWorkerBridge(store: AppStore, load: () => Promise<Bridge> = loadBridge): () => void {
  const container = globalThis.navigator?.serviceWorker;
  if (!container) return () => undefined;
  const early: MessageEvent[] = [];
  const keep = (event: MessageEvent) => early.push(event);
  container.addEventListener('message', keep);
  let stop = () => container.removeEventListener('message', keep);
  let stopped = false;
  container.ready
    .then(load)
    .then((bridge) => {
      if (stopped) return;
      container.removeEventListener('message', keep);
      stop = bridge.connectServiceWorkerBridge(container, store, early);
    })
    .catch((error: unknown) => console.error(error));
  return () => {
    stopped = true;
    stop();
  };
}
