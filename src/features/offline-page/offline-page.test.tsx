import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, data, RouterProvider, useRouteError } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { CACHED_AT_HEADER, SW_CACHES } from '@/lib/sw-protocol';
import type { LotCard } from '@/schemas/lots';
import { savedLotsSlice } from '@/entities/saved-lots/saved-lots-slice';
import { visitedLotsSlice } from '@/entities/visited-lots/visited-lots-slice';
import { OfflinePage } from './offline-page';
import { OFFLINE_TEXTS } from './offline-texts';
import { isNetworkFailure, isOfflineRouteError, offlineRouteError } from './offline-error';

const card = (id: number): LotCard => ({
  id,
  kind: 'flat',
  number: String(id),
  rooms: 2,
  is_euro: false,
  area: 50,
  floor_number: 3,
  floors_total: 20,
  price: 30_000_000,
  old_price: null,
  price_per_m2: 600_000,
  min_mortgage: null,
  status: 'free',
  project: { id: 1, slug: 'p', name: 'Северин Остоженка' },
  building_number: '1',
  section_number: 1,
  completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' },
  finishing_name: null,
  plan: null,
  advantage: null,
  url: `/lots/${id}`,
});

/** A Cache Storage stand-in holding the worker's lots cache. */
function stubCaches(lots: Array<{ lot: LotCard; at: string }>) {
  const entries = lots.map(({ lot, at }) => ({
    request: new Request(`http://localhost/api/apartments/${lot.id}/`),
    body: JSON.stringify(lot),
    at,
  }));
  const cache = {
    keys: async () => entries.map((entry) => entry.request),
    match: async (request: Request) => {
      const found = entries.find((entry) => entry.request.url === request.url);
      return found && new Response(found.body, { headers: { [CACHED_AT_HEADER]: found.at } });
    },
  };
  vi.stubGlobal('caches', { has: async (name: string) => name === SW_CACHES.lots, open: async () => cache });
}

function renderOffline(visited: number[]) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [savedLotsSlice.reducerPath]: savedLotsSlice.reducer,
      [visitedLotsSlice.reducerPath]: visitedLotsSlice.reducer,
    },
    preloadedState: { [visitedLotsSlice.reducerPath]: { ids: visited } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const router = createMemoryRouter([{ path: '*', Component: () => <OfflinePage /> }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('OfflinePage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says there is no connection and links to what works offline', async () => {
    stubCaches([]);
    renderOffline([]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нет подключения к\u00a0интернету');
    expect(screen.getByRole('link', { name: /Избранное/ }).getAttribute('href')).toBe('/favorites');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: OFFLINE_TEXTS.lots })).toBeNull();
  });

  it('offers the lots the worker keeps, the visited ones first', async () => {
    stubCaches([
      { lot: card(7), at: '2026-11-22T10:00:00Z' },
      { lot: card(3), at: '2026-11-21T10:00:00Z' },
      { lot: card(5), at: '2026-11-20T10:00:00Z' },
    ]);
    renderOffline([5, 3]);
    const region = await screen.findByRole('region', { name: OFFLINE_TEXTS.lots });
    const links = within(region)
      .getAllByRole('article')
      .map((article) => within(article).getAllByRole('link')[0]!.getAttribute('href'));
    expect(links).toEqual(['/lots/5', '/lots/3', '/lots/7']);
  });
});

describe('offline route errors', () => {
  afterEach(cleanup);

  it('reach the error boundary as an offline error, unlike other 503s', async () => {
    const Probe = () => <p>{isOfflineRouteError(useRouteError()) ? 'offline' : 'other'}</p>;
    for (const [thrown, expected] of [
      [offlineRouteError, 'offline'],
      [() => data({ maintenanceUntil: '2030-01-01' }, { status: 503 }), 'other'],
    ] as const) {
      const router = createMemoryRouter([
        {
          path: '*',
          loader: () => {
            throw thrown();
          },
          Component: () => null,
          ErrorBoundary: Probe,
        },
      ]);
      render(<RouterProvider router={router} />);
      expect(await screen.findByText(expected)).toBeTruthy();
      cleanup();
    }
  });

  it('come from network failures only', () => {
    expect(isNetworkFailure({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(true);
    expect(isNetworkFailure({ status: 404, data: {} })).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});
