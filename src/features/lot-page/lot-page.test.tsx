import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { NBSP } from '@/lib/format';
import { modalSlice } from '@/entities/modal/modal-slice';
import { savedLotsSlice } from '@/entities/saved-lots/saved-lots-slice';
import type { LotDetail } from '@/schemas/lots';
import { lotDetail } from '@/schemas/lot-fixture';
import { LotPage } from './lot-page';

function renderPage(lot: LotDetail) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [modalSlice.reducerPath]: modalSlice.reducer,
      [savedLotsSlice.reducerPath]: savedLotsSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[lot.url]}>
        <LotPage lot={lot} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

const text = (element: Element) => (element.textContent ?? '').replaceAll(NBSP, ' ');

describe('LotPage', () => {
  afterEach(cleanup);

  it('heads the page with the lot name and shows the facts', () => {
    renderPage(lotDetail());
    expect(text(screen.getByRole('heading', { level: 1 }))).toBe('2-комнатная квартира № 148');
    const buy = screen.getByRole('region', { name: 'Цена и покупка' });
    expect(text(buy)).toContain('Цена: 45,6 млн ₽');
    expect(text(buy.querySelector('s') as Element)).toBe('51,2 млн ₽');
    expect(text(buy)).toContain('от 98 500 ₽/мес.');
    expect(screen.getAllByText('Сдача 4 кв. 2027').length).toBeGreaterThan(0);
    expect(screen.getByText((_, node) => node?.tagName === 'DD' && text(node) === '5 из 24')).toBeTruthy();
  });

  it('renders breadcrumbs as a labelled nav with the lot as the current page', () => {
    renderPage(lotDetail());
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    const items = within(nav).getAllByRole('listitem').map(text);
    expect(items).toEqual(['Главная', 'Выбрать недвижимость', 'Северин Остоженка', 'Лот № 148']);
    expect(within(nav).getByRole('link', { name: 'Северин Остоженка' }).getAttribute('href')).toBe(
      '/projects/ostozhenka',
    );
    expect(text(nav.querySelector('[aria-current="page"]') as Element)).toBe('Лот № 148');
  });

  it('shows the plan eagerly with explicit size and alt text', () => {
    renderPage(lotDetail());
    const plan = screen.getByRole('img', { name: /^Планировка: 2-комнатная квартира/ });
    expect(plan.getAttribute('src')).toBe('/media/files/plans/148.svg');
    expect(plan.getAttribute('loading')).toBe('eager');
    expect(plan.getAttribute('width')).toBeTruthy();
    expect(plan.getAttribute('height')).toBeTruthy();
  });

  it('lists metro entries nearest first with spoken times', () => {
    renderPage(lotDetail());
    const entries = screen.getAllByTestId('metro-entry').map(text);
    expect(entries[0]).toContain('Кропоткинская');
    expect(entries[0]).toContain('6 минут пешком');
    expect(entries[1]).toContain('12 минут на транспорте');
  });

  it('opens the booking, callback and visit side panels with the lot and its project', () => {
    const { store } = renderPage(lotDetail());
    const buy = screen.getByRole('region', { name: 'Цена и покупка' });
    const lot = { lotId: 148, lotTitle: `2-комнатная квартира №${NBSP}148` };
    fireEvent.click(within(buy).getByRole('button', { name: 'Забронировать' }));
    expect(store.getState().modal.current).toEqual({ name: 'lot-booking', props: lot });
    store.dispatch(modalSlice.actions.modalClosed());
    fireEvent.click(within(buy).getByRole('button', { name: 'Заказать звонок' }));
    expect(store.getState().modal.current).toMatchObject({
      name: 'callback',
      props: { ...lot, projectName: 'Северин Остоженка' },
    });
    store.dispatch(modalSlice.actions.modalClosed());
    fireEvent.click(within(buy).getByRole('button', { name: 'Записаться на встречу с менеджером' }));
    expect(store.getState().modal.current).toMatchObject({
      name: 'visit',
      props: { projectName: 'Северин Остоженка' },
    });
  });

  it('marks a booked lot and drops the booking button', () => {
    renderPage(lotDetail({ status: 'BOOKED' }));
    expect(screen.getAllByText('Забронирован').length).toBeGreaterThan(0);
    const buy = screen.getByRole('region', { name: 'Цена и покупка' });
    expect(within(buy).queryByRole('button', { name: 'Забронировать' })).toBeNull();
    expect(within(buy).getByRole('button', { name: 'Заказать звонок' })).toBeTruthy();
  });

  it('shows a sold lot as «Продан» without booking anywhere', () => {
    renderPage(lotDetail({ status: 'sold' }));
    expect(screen.getAllByText('Продан').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Забронировать' })).toBeNull();
  });

  it('links similar lots to their pages', async () => {
    renderPage(lotDetail());
    // A frame after the details (MountNextFrame).
    const section = await screen.findByRole('region', { name: 'Похожие лоты' });
    expect(within(section).getByRole('link').getAttribute('href')).toBe('/flat/150');
  });

  it('puts the floor plate in place of a missing plan', () => {
    renderPage(lotDetail({ plan: null }));
    expect(screen.queryByRole('img', { name: /^Планировка: 2-комнатная квартира/ })).toBeNull();
    expect(screen.getByRole('img', { name: /на\s5\sэтаже/ })).toBeTruthy();
  });
});
