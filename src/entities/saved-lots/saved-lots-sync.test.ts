import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { LotCard } from '@/schemas/lots';
import { savedLotsApi } from './saved-lots-api';
import {
  savedListCleared,
  savedLotAdded,
  savedLotRemoved,
  savedLotsSlice,
  selectSavedEntries,
} from './saved-lots-slice';
import { backoffMs, createDrain } from './saved-lots-delivery';
import { connectionRestored, createSavedLotsSync } from './saved-lots-sync';

const card = (id: number): LotCard => ({
  id,
  kind: 'flat',
  number: `К-${id}`,
  rooms: 1,
  is_euro: false,
  area: 40,
  floor_number: 3,
  floors_total: 10,
  price: 1e7,
  old_price: null,
  price_per_m2: 250_000,
  min_mortgage: null,
  status: 'free',
  project: { id: 1, slug: 'p', name: 'Проект' },
  building_number: '1',
  section_number: null,
  completion: { status: 'built', quarter: 1, year: 2025, text: 'Построен' },
  finishing_name: null,
  plan: null,
  advantage: null,
  url: `/flat/${id}`,
});

/** A small in-memory stand-in for the favourites API, answering like server/routes/api/favorites.ts. */
function fakeServer() {
  const saved: number[] = [];
  const calls: string[] = [];
  const refuse = new Map<number, { status: number; message: string }>();
  let down = false;
  const json = (body: unknown, status = 200) =>
    new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const item = (id: number) => ({
    id,
    property: id,
    type: 'apartments',
    created_at: '2026-01-01T00:00:00.000Z',
    lot: card(id),
  });
  vi.stubGlobal('fetch', async (input: Request) => {
    const { pathname } = new URL(input.url, 'http://localhost');
    const body = input.method === 'POST' ? await input.json() : null;
    calls.push(`${input.method} ${pathname}${body?.property ? ` ${body.property}` : ''}`);
    if (down) throw new TypeError('Failed to fetch');
    if (input.method === 'GET') return json({ count: saved.length, results: saved.map(item) });
    if (input.method === 'DELETE') {
      const id = Number(pathname.split('/').at(-2));
      if (!saved.includes(id)) return json({ status: 404, message: 'Лот не найден в списке' }, 404);
      saved.splice(saved.indexOf(id), 1);
      return json(null, 204);
    }
    if (pathname.endsWith('/clear/')) {
      const removed = saved.splice(0).length;
      return json({ removed });
    }
    const refusal = refuse.get(body.property);
    if (refusal) return json(refusal, refusal.status);
    if (!saved.includes(body.property)) saved.unshift(body.property);
    return json(item(body.property), 201);
  });
  return { saved, calls, refuse, setDown: (value: boolean) => (down = value) };
}

function createStore(load?: Parameters<typeof createSavedLotsSync>[0]) {
  const sync = createSavedLotsSync(load);
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [savedLotsSlice.reducerPath]: savedLotsSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(sync.middleware).concat(api.middleware),
  });
}
type Store = ReturnType<typeof createStore>;
const outbox = (store: Store) => store.getState().savedLots.outbox;
const favorites = (store: Store) => selectSavedEntries(store.getState(), 'favorites').map((entry) => entry.property);

describe('outbox delivery (spec §4)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('delivers toggles in order and refetches the list after an add, not after a favourite removal', async () => {
    const server = fakeServer();
    const store = createStore();
    const subscription = store.dispatch(savedLotsApi.endpoints.getFavorites.initiate());
    await vi.waitFor(() => expect(store.getState().savedLots.loaded.favorites).toBe(true));
    server.calls.length = 0;

    store.dispatch(savedLotAdded('favorites', card(1)));
    store.dispatch(savedLotAdded('favorites', card(2)));
    expect(favorites(store)).toEqual([2, 1]);
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    // Each add invalidates the list; the refetch follows the last POST.
    await vi.waitFor(() => expect(server.calls.at(-1)).toBe('GET /api/favorites/'));
    expect(server.calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'POST /api/favorites/ 1',
      'POST /api/favorites/ 2',
    ]);
    expect(favorites(store)).toEqual([2, 1]);
    await new Promise((resolve) => setTimeout(resolve, 20));

    server.calls.length = 0;
    store.dispatch(savedLotRemoved('favorites', 1));
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    expect(server.calls).toEqual(['DELETE /api/favorites/1/']);
    expect(favorites(store)).toEqual([2]);
    expect(server.saved).toEqual([2]);
    subscription.unsubscribe();
  });

  it('keeps offline toggles and sends them once the connection is back', async () => {
    const server = fakeServer();
    const store = createStore();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    store.dispatch(savedLotAdded('favorites', card(1)));
    store.dispatch(savedLotAdded('favorites', card(2)));
    store.dispatch(savedLotRemoved('favorites', 1));
    await Promise.resolve();
    expect(server.calls).toEqual([]);
    expect(favorites(store)).toEqual([2]);
    expect(store.getState().savedLots.waiting).toBe(true);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    store.dispatch(connectionRestored());
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    // The add and the removal of lot 1 cancelled out before leaving the browser.
    expect(server.calls).toEqual(['POST /api/favorites/ 2']);
    expect(store.getState().savedLots.waiting).toBe(false);
  });

  it('retries after a network failure without losing or repeating the op', async () => {
    const server = fakeServer();
    const store = createStore();
    server.setDown(true);
    store.dispatch(savedLotAdded('favorites', card(3)));
    await vi.waitFor(() => expect(store.getState().savedLots.waiting).toBe(true));
    expect(outbox(store)).toHaveLength(1);
    server.setDown(false);
    store.dispatch(connectionRestored());
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    expect(server.saved).toEqual([3]);
  });

  it('shows a conflict when the server refuses an add for good and drops the op', async () => {
    const server = fakeServer();
    server.refuse.set(9, { status: 400, message: 'Лот уже продан' });
    const store = createStore();
    store.dispatch(savedLotAdded('favorites', card(9)));
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    expect(store.getState().savedLots.conflicts.map((conflict) => conflict.message)).toEqual([
      'Лот № К-9 не добавлен в избранное: лот уже продан',
    ]);
    expect(favorites(store)).toEqual([]);
  });

  it('treats a 404 on removal as done and clears by type', async () => {
    const server = fakeServer();
    const store = createStore();
    store.dispatch(savedLotRemoved('comparison', 5));
    store.dispatch(savedListCleared('favorites', 'apartments'));
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    expect(server.calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'DELETE /api/comparison/5/',
      'POST /api/favorites/clear/',
    ]);
    expect(store.getState().savedLots.conflicts).toEqual([]);
  });

  it('keeps the op waiting when the delivery code cannot load, and loads it again on the next trigger', async () => {
    const server = fakeServer();
    let loads = 0;
    const store = createStore(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return createDrain();
    });
    store.dispatch(savedLotAdded('favorites', card(4)));
    await vi.waitFor(() => expect(store.getState().savedLots.waiting).toBe(true));
    expect(outbox(store)).toHaveLength(1);
    expect(favorites(store)).toEqual([4]);
    expect(server.calls).toEqual([]);

    store.dispatch(connectionRestored());
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    expect(loads).toBe(2);
    expect(server.saved).toEqual([4]);
    expect(store.getState().savedLots.waiting).toBe(false);
  });

  it('loads the delivery code only when there is something to send', async () => {
    fakeServer();
    const load = vi.fn(async () => createDrain());
    const store = createStore(load);
    store.dispatch(connectionRestored());
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    store.dispatch(savedLotAdded('comparison', card(6)));
    await vi.waitFor(() => expect(outbox(store)).toEqual([]));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 3, 10].map(backoffMs)).toEqual([1000, 2000, 8000, 60_000]);
  });
});
