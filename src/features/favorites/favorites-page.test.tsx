import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { ListType } from '@/schemas/favorites';
import type { LotCard } from '@/schemas/lots';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import { savedLotsApi } from '@/entities/saved-lots/saved-lots-api';
import { savedLotsSlice, type SavedLotsState } from '@/entities/saved-lots/saved-lots-slice';
import { FavoritesPage } from './favorites-page';
import { clearedText, defaultListType, parseListType, removedText } from './favorites-texts';
import { UNDO_HIDE_MS } from './undo-stack';

function lot(id: number, kind: LotCard['kind'] = 'flat', over: Partial<LotCard> = {}): LotCard {
  return {
    id,
    kind,
    number: String(id),
    rooms: kind === 'flat' ? 2 : null,
    is_euro: false,
    area: 50 + id,
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
    ...over,
  };
}

function entry(card: LotCard, type: ListType = 'apartments', pending = false): SavedEntry {
  return { property: card.id, type, created_at: '2025-01-01T00:00:00Z', lot: card, pending };
}

function LocationProbe() {
  const { search } = useLocation();
  return <span data-testid="search">{search}</span>;
}

function renderPage(
  favorites: SavedEntry[],
  { url = '/favorites', loaded = true, state = {} as Partial<SavedLotsState> } = {},
) {
  const savedLots: SavedLotsState = {
    server: { favorites, comparison: [] },
    loaded: { favorites: loaded, comparison: loaded },
    outbox: [],
    inFlight: null,
    waiting: false,
    conflicts: [],
    ...state,
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [savedLotsSlice.reducerPath]: savedLotsSlice.reducer },
    preloadedState: { [savedLotsSlice.reducerPath]: savedLots },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <FavoritesPage />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

const text = (node: Element) => (node.textContent ?? '').replaceAll('\u00a0', ' ');
const cardLinks = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('link').getAttribute('href'));
const undoBars = () => screen.getByRole('status').querySelectorAll('li');

const FLATS = [entry(lot(12)), entry(lot(13))];
const SHOP = entry(lot(40, 'commercial'), 'commercials');

describe('FavoritesPage', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('groups lots in tabs with counts and keeps the chosen tab in the URL', () => {
    renderPage([...FLATS, SHOP]);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map(text)).toEqual(['Квартиры и апартаменты 2', 'Коммерческие помещения 1']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(cardLinks()).toEqual(['/lots/12', '/lots/13']);
    expect(text(screen.getByText(/^2.лота$/))).toBe('2 лота');
    expect(screen.getByRole('link', { name: 'Распечатать' }).getAttribute('href')).toBe('/print?ids=12,13');

    fireEvent.click(tabs[1]!);
    expect(screen.getByTestId('search').textContent).toBe('?type=commercials');
    expect(cardLinks()).toEqual(['/lots/40']);
    expect(screen.getByRole('link', { name: 'Распечатать' }).getAttribute('href')).toBe('/print?ids=40');
  });

  it('opens the tab named in the URL, else the one that has lots', () => {
    renderPage([SHOP]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toContain('Коммерческие помещения');
    cleanup();
    renderPage([...FLATS, SHOP], { url: '/favorites?type=commercials' });
    expect(cardLinks()).toEqual(['/lots/40']);
  });

  it('offers «Вернуть» after the heart removes a lot, and puts it back', () => {
    const store = renderPage(FLATS);
    const first = screen.getAllByRole('article')[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'В избранное' }), { detail: 1 });
    expect(cardLinks()).toEqual(['/lots/13']);
    expect(text(undoBars()[0]!)).toContain('Лот № 12 удалён из избранного.');

    fireEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(cardLinks()).toEqual(['/lots/12', '/lots/13']);
    expect(undoBars()).toHaveLength(0);
    // Removed and restored before delivery: the two ops cancel out.
    expect(store.getState().savedLots.outbox).toEqual([]);
    expect(document.activeElement?.getAttribute('href')).toBe('/lots/12');
  });

  it('stacks removals newest first and moves keyboard focus to «Вернуть»', () => {
    renderPage(FLATS);
    for (const card of screen.getAllByRole('article')) {
      // A click without pointer detail is Enter or Space on the heart.
      fireEvent.click(within(card).getByRole('button', { name: 'В избранное' }), { detail: 0 });
    }
    expect([...undoBars()].map((bar) => text(bar.querySelector('p')!))).toEqual([
      'Лот № 13 удалён из избранного.',
      'Лот № 12 удалён из избранного.',
    ]);
    expect(document.activeElement?.textContent).toBe('Вернуть');
    expect(screen.getByText('В избранном пока пусто')).toBeTruthy();
  });

  it('offers no «Вернуть» when a lot leaves the list without the visitor removing it', async () => {
    const store = renderPage(FLATS);
    // A compare click on lot 12 removes nothing from the favourites…
    fireEvent.click(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'К сравнению' }), {
      detail: 1,
    });
    // …and a later refetch no longer has it (removed in another tab): the visitor did not remove it here.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const kept = {
        id: 2,
        property: 13,
        type: 'apartments' as const,
        created_at: FLATS[1]!.created_at,
        lot: FLATS[1]!.lot,
      };
      await store.dispatch(savedLotsApi.util.upsertQueryData('getFavorites', undefined, { count: 1, results: [kept] }));
    });
    expect(cardLinks()).toEqual(['/lots/13']);
    expect(undoBars()).toHaveLength(0);
  });

  it('clears a tab only after «Да», and «Вернуть все» brings every lot back in order', () => {
    renderPage([...FLATS, SHOP]);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    const confirm = screen.getByRole('group', { name: 'Удалить все лоты этого типа из избранного?' });
    expect(document.activeElement?.textContent).toBe('Отмена');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(cardLinks()).toEqual(['/lots/12', '/lots/13']);
    expect(document.activeElement?.textContent).toBe('Очистить');

    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да' }), { detail: 1 });
    expect(cardLinks()).toEqual([]);
    expect(screen.getByText('Квартир и апартаментов в избранном нет.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map(text)).toEqual(['Квартиры и апартаменты 0', 'Коммерческие помещения 1']);
    expect(text(undoBars()[0]!)).toContain(clearedText(2).replaceAll('\u00a0', ' '));

    fireEvent.click(screen.getByRole('button', { name: 'Вернуть все' }));
    expect(cardLinks()).toEqual(['/lots/12', '/lots/13']);
  });

  it('hides a bar after a while, but not while it has the focus', () => {
    vi.useFakeTimers();
    renderPage(FLATS);
    const [first, second] = screen.getAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'В избранное' }), { detail: 1 });
    act(() => vi.advanceTimersByTime(UNDO_HIDE_MS));
    expect(undoBars()).toHaveLength(0);

    fireEvent.click(within(second!).getByRole('button', { name: 'В избранное' }), { detail: 0 });
    expect(document.activeElement?.textContent).toBe('Вернуть');
    act(() => vi.advanceTimersByTime(UNDO_HIDE_MS * 2));
    expect(undoBars()).toHaveLength(1);
  });

  it('notes lots that wait for a connection and sold lots', () => {
    const pending = entry(lot(20), 'apartments', false);
    renderPage([entry(lot(21, 'flat', { status: 'sold' }))], {
      state: {
        waiting: true,
        outbox: [
          {
            id: 'op1',
            list: 'favorites',
            at: '2025-01-02T00:00:00Z',
            attempts: 0,
            action: 'add',
            property: 20,
            lot: pending.lot,
          },
        ],
      },
    });
    const [waiting, sold] = screen.getAllByRole('article');
    expect(within(waiting!).getByText('Сохранится, когда появится связь')).toBeTruthy();
    expect(within(sold!).getByText('Продан')).toBeTruthy();
    expect(within(sold!).queryByText('Сохранится, когда появится связь')).toBeNull();
  });

  it('shows a friendly empty state and a loading state', () => {
    renderPage([]);
    expect(screen.getByText('В избранном пока пусто')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Выбрать недвижимость' }).getAttribute('href')).toBe('/lots');
    expect(screen.queryByRole('tab')).toBeNull();
    cleanup();
    renderPage([], { loaded: false });
    expect(screen.getByText('Загружаем избранное…')).toBeTruthy();
  });

  it('words the undo bars with agreeing plurals and a non-breaking space after №', () => {
    expect(removedText('12')).toBe('Лот №\u00a012 удалён из избранного.');
    expect([1, 2, 5, 21].map(clearedText).map((line) => line.replaceAll('\u00a0', ' '))).toEqual([
      'Из избранного удалён 1 лот.',
      'Из избранного удалены 2 лота.',
      'Из избранного удалено 5 лотов.',
      'Из избранного удалён 21 лот.',
    ]);
    expect([parseListType('commercials'), parseListType('office'), parseListType(null)]).toEqual([
      'commercials',
      null,
      null,
    ]);
    expect(defaultListType({ apartments: 0, commercials: 0 })).toBe('apartments');
  });
});
