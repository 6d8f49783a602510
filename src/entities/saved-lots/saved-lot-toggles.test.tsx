import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api/api';
import type { LotCard } from '@/schemas/lots';
import { SavedLotToggles } from './saved-lot-toggles';
import { savedLotsSlice } from './saved-lots-slice';

const lot = (kind: LotCard['kind']): LotCard => ({
  id: 4,
  kind,
  number: '4',
  rooms: null,
  is_euro: false,
  area: 14,
  floor_number: -1,
  floors_total: 20,
  price: 3e6,
  old_price: null,
  price_per_m2: 214_000,
  min_mortgage: null,
  status: 'free',
  project: { id: 1, slug: 'p', name: 'Проект' },
  building_number: '1',
  section_number: null,
  completion: { status: 'built', quarter: 1, year: 2025, text: 'Построен' },
  finishing_name: null,
  plan: null,
  advantage: null,
  url: '/lots/4',
});

function renderToggles(node: React.ReactNode) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [savedLotsSlice.reducerPath]: savedLotsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(<Provider store={store}>{node}</Provider>);
  return store;
}

describe('SavedLotToggles', () => {
  afterEach(() => cleanup());

  it('toggles a favourite at once and keeps the same accessible name', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = renderToggles(<SavedLotToggles lot={lot('flat')} />);
    const heart = screen.getByRole('button', { name: 'В избранное' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(store.getState().savedLots.outbox).toHaveLength(1);
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    // Added and removed before delivery: nothing is left to send.
    expect(store.getState().savedLots.outbox).toHaveLength(0);
  });

  it('labels the lot-page variant and offers comparison only for comparable kinds', () => {
    renderToggles(
      <>
        <SavedLotToggles lot={lot('flat')} variant="labelled" />
        <SavedLotToggles lot={{ ...lot('parking'), id: 5 }} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Сравнить' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /избранн/i })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Сравн|К сравнению/ })).toHaveLength(1);
  });

  it('keeps both words of the lot-page variant in the button, naming it by the one for its state', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderToggles(<SavedLotToggles lot={lot('flat')} variant="labelled" />);
    const compare = screen.getByRole('button', { name: 'Сравнить' });
    fireEvent.click(compare);
    expect(screen.getByRole('button', { name: 'В сравнении' })).toBe(compare);
    // Both stay drawn (the hidden one only invisible), so the button's width does not follow the state.
    expect(compare.textContent).toBe('В сравненииСравнить');
  });
});
