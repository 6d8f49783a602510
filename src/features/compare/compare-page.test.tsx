import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { savedLotsSlice, type SavedLotsState } from '@/entities/saved-lots/saved-lots-slice';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import { COMPARE_GROUPS } from './compare-model';
import { ComparePage } from './compare-page';
import { FLAT, entry } from './compare-testing';
import { PENDING_NOTE } from './compare-table';

const SECOND = { ...FLAT, id: 2, number: '40', floor_number: 9, price: 52_100_000, balcony: true, url: '/flat/2' };
const OFFICE = {
  ...FLAT,
  id: 3,
  kind: 'office' as const,
  rooms: null,
  number: 'О-1',
  area: 120,
  url: '/office/3',
  type: 'office' as const,
  living_area: null,
  kitchen_area: null,
};
const ALL_ROWS = COMPARE_GROUPS.flatMap((group) => group.rows).length;

function renderCompare(comparison: SavedEntry[], { path = '/compare', loaded = true } = {}) {
  const savedLots: SavedLotsState = {
    server: { favorites: [], comparison },
    loaded: { favorites: loaded, comparison: loaded },
    outbox: [],
    inFlight: null,
    waiting: false,
    conflicts: [],
  };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [savedLotsSlice.reducerPath]: savedLotsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    preloadedState: { [savedLotsSlice.reducerPath]: savedLots },
  });
  const router = createMemoryRouter(
    [
      { path: '/compare', element: <ComparePage /> },
      { path: '*', element: <p>Другая страница</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}

/** Field rows only: the group headings are row headers too (scope="rowgroup"). */
const rowHeaders = () => screen.queryAllByRole('rowheader').filter((cell) => cell.getAttribute('scope') === 'row');
const lotColumns = () => screen.getAllByRole('columnheader');

afterEach(cleanup);

describe('ComparePage', () => {
  it('renders a table with a caption, grouped rows and a column per lot', () => {
    renderCompare([entry(FLAT), entry(SECOND), entry(OFFICE, 'commercials')]);
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe('Сравнение: квартиры и апартаменты, 2 лота');
    expect(
      screen.getByRole('region', { name: 'Таблица сравнения: квартиры и апартаменты' }).getAttribute('tabindex'),
    ).toBe('0');
    expect(lotColumns()).toHaveLength(2);
    expect(within(lotColumns()[0]).getByRole('link').getAttribute('href')).toBe('/flat/1');
    expect(within(lotColumns()[0]).getByText('Северин Роща')).toBeTruthy();
    const groups = [...table.querySelectorAll('tbody th[scope="rowgroup"]')].map((cell) => cell.textContent);
    expect(groups).toEqual(['Расположение', 'Планировка', 'Площадь', 'Особенности проекта']);
    expect(rowHeaders()).toHaveLength(ALL_ROWS);
    expect(screen.getByRole('tab', { name: /Квартиры и апартаменты/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /Квартиры и апартаменты/ }).textContent).toContain('2');
    expect(screen.getByRole('tab', { name: /Коммерческие помещения/ }).textContent).toContain('1');
  });

  it('hides equal rows with «Только различия»', () => {
    renderCompare([entry(FLAT), entry(SECOND)]);
    const toggle = screen.getByRole('switch', { name: 'Только различия' }) as HTMLInputElement;
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    expect(rowHeaders().map((cell) => cell.textContent)).toEqual(['Этаж', 'Номер', 'Балкон', 'Цена']);
    fireEvent.click(toggle);
    expect(rowHeaders()).toHaveLength(ALL_ROWS);
  });

  it('removes a lot from the comparison', () => {
    const { store } = renderCompare([entry(FLAT), entry(SECOND)]);
    fireEvent.click(screen.getByRole('button', { name: /^Убрать из сравнения: 2-комнатная, 64,3\s?м², № 40$/ }));
    expect(store.getState().savedLots.outbox).toMatchObject([{ action: 'remove', list: 'comparison', property: 2 }]);
    expect(lotColumns()).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /№ 40/ })).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/№ 36$/);
    // One lot left: nothing can differ.
    expect((screen.getByRole('switch', { name: 'Только различия' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('switches the type with the tabs and keeps it in the URL', () => {
    const { router } = renderCompare([entry(FLAT), entry(OFFICE, 'commercials')]);
    fireEvent.click(screen.getByRole('tab', { name: /Коммерческие помещения/ }));
    expect(router.state.location.search).toBe('?type=commercials');
    expect(lotColumns()).toHaveLength(1);
    expect(within(lotColumns()[0]).getByRole('link').getAttribute('href')).toBe('/office/3');
    const living = rowHeaders().find((cell) => cell.textContent === 'Жилая площадь')!;
    expect(living.parentElement!.querySelector('td')!.textContent).toContain('—');
  });

  it('opens the type from the URL, or the one that has lots', () => {
    renderCompare([entry(FLAT), entry(OFFICE, 'commercials')], { path: '/compare?type=commercials' });
    expect(screen.getByRole('tab', { name: /Коммерческие помещения/ }).getAttribute('aria-selected')).toBe('true');
    cleanup();
    renderCompare([entry(OFFICE, 'commercials')]);
    expect(screen.getByRole('tab', { name: /Коммерческие помещения/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('clears the current type and shows the empty state', () => {
    const { store } = renderCompare([entry(FLAT), entry(SECOND), entry(OFFICE, 'commercials')]);
    fireEvent.click(screen.getByRole('button', { name: 'Очистить сравнение' }));
    expect(store.getState().savedLots.outbox).toMatchObject([
      { action: 'clear', list: 'comparison', type: 'apartments' },
    ]);
    expect(screen.queryByRole('table')).toBeNull();
    const heading = screen.getByRole('heading', { name: 'В сравнении пока нет квартир и апартаментов' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Выбрать недвижимость' }).getAttribute('href')).toBe('/lots');
    expect(screen.getByRole('tab', { name: /Коммерческие помещения/ }).textContent).toContain('1');
  });

  it('marks lots waiting for a connection and shows «—» for unknown fields', () => {
    const { district: _district, living_area: _living, ...card } = SECOND;
    renderCompare([entry(FLAT), entry(card, 'apartments', true)]);
    expect(within(lotColumns()[1]).getByText(PENDING_NOTE)).toBeTruthy();
    expect(within(lotColumns()[0]).queryByText(PENDING_NOTE)).toBeNull();
    const district = rowHeaders().find((cell) => cell.textContent === 'Район')!;
    const cells = [...district.parentElement!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells[0]).toBe('Марьина Роща');
    expect(cells[1]).toContain('—');
  });

  it('shows a loading text before the list is known', () => {
    renderCompare([], { loaded: false });
    expect(screen.getByRole('status').textContent).toBe('Загружаем сравнение…');
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
