import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { LotCard } from '@/schemas/lots';
import { savedLotsSlice } from '@/entities/saved-lots/saved-lots-slice';
import { visitedLotsSlice } from '@/entities/visited-lots/visited-lots-slice';
import { RecentlyViewed } from './recently-viewed';
import { orderByVisits, SHOWN_LOTS } from './use-recently-viewed';

function card(id: number, over: Partial<LotCard> = {}): LotCard {
  return {
    id,
    kind: 'flat',
    number: String(id),
    rooms: 2,
    is_euro: false,
    area: 60 + id,
    floor_number: 5,
    floors_total: 24,
    price: 40_000_000 + id,
    old_price: null,
    price_per_m2: 650_000,
    min_mortgage: null,
    status: 'free',
    project: { id: 1, slug: 'ostozhenka', name: 'Северин Остоженка' },
    building_number: '2',
    section_number: 3,
    completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' },
    finishing_name: null,
    plan: null,
    advantage: null,
    url: `/flat/${id}`,
    ...over,
  };
}

/** Answers `/api/lots/?ids=` from `known` in id order (not the asked order), like a plain SQL `IN`. */
function stubLots(known: LotCard[], status = 200) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    const ids = new Set((url.searchParams.get('ids') ?? '').split(',').map(Number));
    const body =
      status === 200
        ? { results: known.filter((lot) => ids.has(lot.id)).sort((a, b) => a.id - b.id) }
        : { status, message: 'Ошибка' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return asked;
}

function makeStore(ids: number[]) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [visitedLotsSlice.reducerPath]: visitedLotsSlice.reducer,
      [savedLotsSlice.reducerPath]: savedLotsSlice.reducer,
    },
    preloadedState: { [visitedLotsSlice.reducerPath]: { ids } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

function renderRow(ids: number[], excludeId?: number, store = makeStore(ids)) {
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <RecentlyViewed excludeId={excludeId} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('RecentlyViewed', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('renders nothing and asks nothing when no lot was visited', () => {
    const asked = stubLots([]);
    const { container } = renderRow([]);
    expect(container.innerHTML).toBe('');
    expect(asked).toEqual([]);
  });

  it('draws nothing on the server (nor while hydrating), whatever visits the store holds', () => {
    const asked = stubLots([card(1)]);
    const html = renderToString(
      <Provider store={makeStore([1])}>
        <MemoryRouter>
          <RecentlyViewed />
        </MemoryRouter>
      </Provider>,
    );
    expect(html).toBe('');
    expect(asked).toEqual([]);
  });

  it('shows skeletons, then the cards in visit order, newest first', async () => {
    const asked = stubLots([card(1), card(2), card(3)]);
    renderRow([3, 1, 2]);
    const section = screen.getByRole('region', { name: 'Вы смотрели' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    const row = await screen.findByRole('region', { name: 'Просмотренные лоты' });
    await waitFor(() => expect(within(row).queryAllByRole('link')).toHaveLength(3));
    expect(titles(row)).toEqual(['/flat/3', '/flat/1', '/flat/2']);
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(asked).toEqual(['/api/lots/?ids=3,1,2']);
    expect(within(row).getAllByRole('button', { name: 'В избранное' })).toHaveLength(3);
  });

  it('leaves out the current lot and lots the server no longer knows', async () => {
    const asked = stubLots([card(1), card(3)]);
    renderRow([3, 5, 1, 2], 2);
    const row = await screen.findByRole('region', { name: 'Просмотренные лоты' });
    await waitFor(() => expect(titles(row)).toEqual(['/flat/3', '/flat/1']));
    expect(asked[0]).toBe('/api/lots/?ids=3,5,1');
  });

  it('marks a sold lot «Продан» and offers no toggles on it', async () => {
    stubLots([card(1, { status: 'sold' }), card(2)]);
    renderRow([1, 2]);
    const row = await screen.findByRole('region', { name: 'Просмотренные лоты' });
    await waitFor(() => expect(within(row).queryAllByRole('article')).toHaveLength(2));
    const [sold, free] = within(row).getAllByRole('article');
    expect(within(sold!).getByText('Продан')).toBeTruthy();
    expect(within(sold!).queryByRole('button')).toBeNull();
    expect(within(free!).getByRole('button', { name: 'В избранное' })).toBeTruthy();
  });

  it('renders from the cached answer when the connection is gone', async () => {
    stubLots([card(1), card(2)]);
    const store = makeStore([2, 1]);
    renderRow([2, 1], undefined, store);
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(2));
    cleanup();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderRow([2, 1], undefined, store);
    const row = screen.getByRole('region', { name: 'Просмотренные лоты' });
    expect(titles(row)).toEqual(['/flat/2', '/flat/1']);
  });

  it('stays hidden when the cards cannot be fetched', async () => {
    const asked = stubLots([], 503);
    const { container } = renderRow([1, 2]);
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('keeps the visit order and the limit whatever order the answer has', () => {
    const cards = Array.from({ length: 12 }, (_, index) => card(index + 1));
    const ids = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(orderByVisits(ids, cards, 11, SHOWN_LOTS).map((lot) => lot.id)).toEqual([12, 10, 9, 8, 7, 6, 5, 4]);
  });
});
