import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotCard } from '@/schemas/lots';
import { api, CSRF_COOKIE } from '@/lib/api/api';
import { connectServiceWorkerBridge } from './service-worker-bridge';
import { startServiceWorkerBridge, type Bridge } from './service-worker-bridge-start';
import type { AppStore } from './store';

/** A service worker container: messages are events on it, `ready` resolves when the test says so. */
function fakeContainer() {
  const target = new EventTarget();
  const posted: unknown[] = [];
  let activate: () => void = () => undefined;
  const ready = new Promise<ServiceWorkerRegistration>((resolve) => {
    activate = () =>
      resolve({
        active: { postMessage: (message: unknown) => posted.push(message) },
      } as unknown as ServiceWorkerRegistration);
  });
  const container = Object.assign(target, { ready }) as unknown as ServiceWorkerContainer;
  const send = (data: unknown) => target.dispatchEvent(new MessageEvent('message', { data }));
  return { container, posted, activate, send };
}

const updated = (url: string) => ({ type: 'CACHE_UPDATED', payload: { updatedURL: url } });

/** A store with the saved lists the bridge reads (`saved` in favourites) that records what is dispatched. */
function fakeStore(saved: Array<Pick<LotCard, 'id' | 'kind' | 'plan'>> = []) {
  const dispatched: unknown[] = [];
  const savedLots = {
    server: { favorites: saved.map((lot) => ({ property: lot.id, lot })), comparison: [] },
    loaded: { favorites: true, comparison: true },
    outbox: [],
    inFlight: null,
    waiting: false,
    conflicts: [],
  };
  const store = {
    dispatch: (action: unknown) => dispatched.push(action),
    getState: () => ({ api: { queries: {} }, savedLots }),
    subscribe: () => () => undefined,
  };
  return { store: store as unknown as AppStore, dispatched };
}

afterEach(() => {
  vi.useRealTimers();
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker bridge', () => {
  it('refetches the lists a worker broadcast names, once per burst, including broadcasts that came before it', async () => {
    vi.useFakeTimers();
    const { container, posted, activate, send } = fakeContainer();
    const { store, dispatched } = fakeStore([{ id: 7, kind: 'flat', plan: '/media/plans/7.svg' }]);
    document.cookie = `${CSRF_COOKIE}=token-1`;
    // Messages to the worker go through navigator.serviceWorker (src/lib/sw-client.ts).
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    activate();
    const early = [new MessageEvent('message', { data: updated('/api/apartments/?page=1') })];
    const stop = connectServiceWorkerBridge(container, store, early);
    send(updated('/api/projects/'));
    send({ type: 'SOMETHING_ELSE' });
    expect(dispatched).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(dispatched).toEqual([api.util.invalidateTags(['Lots', 'Projects'])]);
    // Saved lots are handed over for offline use, and queued leads are asked for with the CSRF token.
    expect(posted).toEqual([
      { type: 'CACHE_LOTS', urls: ['/api/apartments/7/', '/media/plans/7.svg'] },
      { type: 'REPLAY_LEADS', csrfToken: 'token-1' },
    ]);
    stop();
    send(updated('/api/apartments/'));
    await vi.advanceTimersByTimeAsync(300);
    expect(dispatched).toHaveLength(1);
  });
});

describe('starting the bridge', () => {
  it('loads it only once the registration has an active worker, and hands over the messages that came first', async () => {
    const { container, activate, send } = fakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const connect = vi.fn(() => () => undefined);
    const load = vi.fn(async () => ({ connectServiceWorkerBridge: connect }) as unknown as Bridge);
    startServiceWorkerBridge(fakeStore().store, load);
    send(updated('/api/apartments/'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();

    activate();
    await vi.waitFor(() => expect(connect).toHaveBeenCalledTimes(1));
    const early = (connect.mock.calls[0] as unknown as [unknown, unknown, MessageEvent[]])[2];
    expect(early.map((event) => event.data)).toEqual([updated('/api/apartments/')]);
    // From now on the bridge listens itself: nothing more is kept for it.
    send(updated('/api/projects/'));
    expect(early).toHaveLength(1);
  });

  it('connects nothing when stopped before the worker is active, and does nothing without service workers', async () => {
    const { container, activate } = fakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    const connect = vi.fn(() => () => undefined);
    const load = vi.fn(async () => ({ connectServiceWorkerBridge: connect }) as unknown as Bridge);
    const stop = startServiceWorkerBridge(fakeStore().store, load);
    stop();
    activate();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(connect).not.toHaveBeenCalled();

    Reflect.deleteProperty(navigator, 'serviceWorker');
    const none = vi.fn();
    startServiceWorkerBridge(fakeStore().store, none);
    expect(none).not.toHaveBeenCalled();
  });
});
