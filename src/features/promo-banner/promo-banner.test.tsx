import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import { siteApi } from '@/entities/site/site-api';
import type { PromoForm } from '@/schemas/site';
import { PromoBanner } from './promo-banner';
import type { ReactNode } from 'react';

const promo = (over: Partial<PromoForm> = {}): PromoForm => ({
  id: 1,
  title: 'Семейная ипотека от 6%',
  description: 'Специальные условия на квартиры в двух проектах.',
  tags: ['Северин Парк', 'Замоскворечье'],
  button_label: 'Узнать условия',
  url: '/promo/semeynaya-ipoteka',
  ...over,
});

function renderBanner(node: ReactNode, forms?: PromoForm[]) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  if (forms)
    store.dispatch(siteApi.util.upsertQueryEntries([{ endpointName: 'getPromoForms', arg: undefined, value: forms }]));
  return render(
    <Provider store={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </Provider>,
  );
}

describe('PromoBanner', () => {
  afterEach(cleanup);

  it('shows title, description, project tags and a button to the url', () => {
    renderBanner(<PromoBanner promo={promo()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Семейная ипотека от 6%' })).toBeTruthy();
    expect(screen.getByText('Специальные условия на квартиры в двух проектах.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Северин Парк', 'Замоскворечье']);
    const link = screen.getByRole('link', { name: 'Узнать условия' });
    expect(link.getAttribute('href')).toBe('/promo/semeynaya-ipoteka');
  });

  it("labels the button 'Подробнее' by default", () => {
    renderBanner(<PromoBanner promo={promo({ button_label: '' })} />);
    expect(screen.getByRole('link', { name: 'Подробнее' })).toBeTruthy();
  });

  it('opens the url in a new tab on a middle click', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderBanner(<PromoBanner promo={promo()} />);
    const link = screen.getByRole('link', { name: 'Узнать условия' });
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/\/promo\/semeynaya-ipoteka$/),
      '_blank',
      'noopener,noreferrer',
    );
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('uses the first promo form when none is passed', () => {
    renderBanner(<PromoBanner />, [promo({ id: 7, title: 'Первая' }), promo({ id: 8, title: 'Вторая' })]);
    expect(screen.getByRole('heading', { name: 'Первая' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Вторая' })).toBeNull();
  });

  it('renders nothing without promo forms', () => {
    const { container } = renderBanner(<PromoBanner />, []);
    expect(container.innerHTML).toBe('');
  });
});
