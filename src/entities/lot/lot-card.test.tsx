import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { LotCard as LotCardData } from '@/schemas/lots';
import { catalogueOf, catalogueOfKind, cleanFilters } from './lot-catalogue';
import { LotCard, lotFloor, lotTitle } from './lot-card';

const LOT: LotCardData = {
  id: 14331,
  kind: 'flat',
  number: '36',
  rooms: 2,
  is_euro: false,
  area: 64.3,
  floor_number: 5,
  floors_total: 24,
  price: 45_600_000,
  old_price: 48_000_000,
  price_per_m2: 709_176,
  min_mortgage: 180_900,
  status: 'BOOKED',
  project: { id: 6, slug: 'maryina-roshcha', name: 'Северин Марьина Роща' },
  building_number: '2',
  section_number: 1,
  completion: { status: 'building', quarter: 2, year: 2027, text: 'Сдача 2 кв. 2027' },
  finishing_name: null,
  plan: '/media/files/plans/113.svg',
  advantage: null,
  url: '/flat/14331',
};
const text = (node: HTMLElement) => node.textContent?.replaceAll('\u00a0', ' ');

afterEach(cleanup);

describe('LotCard', () => {
  it('shows the facts, prices and the booked badge, linking to the lot', () => {
    render(
      <MemoryRouter>
        <LotCard lot={LOT} actions={<button type="button">В избранное</button>} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link');
    expect(text(link)).toBe('2-комнатная, 64,3 м²');
    expect(link.getAttribute('href')).toBe('/flat/14331');
    const card = link.closest('article') as HTMLElement;
    expect(text(card)).toContain('Корпус 2, секция 1');
    expect(text(card)).toContain('5 из 24 этажей');
    expect(text(card)).toContain('Сдача 2 кв. 2027');
    expect(text(card)).toContain('45,6 млн ₽');
    expect(card.querySelector('s')?.textContent?.replaceAll('\u00a0', ' ')).toBe('48,0 млн ₽');
    expect(text(card)).toContain('709 176 ₽/м²');
    expect(screen.getByText('Забронирован')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'В избранное' })).toBeTruthy();
  });

  it('reserves the plan box and loads it lazily unless it is a priority card', () => {
    const { rerender } = render(
      <MemoryRouter>
        <LotCard lot={{ ...LOT, status: 'free', old_price: null }} />
      </MemoryRouter>,
    );
    const image = screen.getByRole('img');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.queryByText('Забронирован')).toBeNull();
    rerender(
      <MemoryRouter>
        <LotCard lot={LOT} priority />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });

  it('reads underground floors without a total', () => {
    expect(lotFloor({ floor_number: -2, floors_total: 31 })).toBe('\u22122, подземный');
    expect(lotFloor({ floor_number: 5, floors_total: 24 }).replaceAll('\u00a0', ' ')).toBe('5 из 24 этажей');
  });

  it('names lots without rooms by their kind', () => {
    expect(lotTitle({ kind: 'parking', rooms: null, is_euro: false, area: 13.5 }).replaceAll('\u00a0', ' ')).toBe(
      'Машино-место, 13,5 м²',
    );
    expect(lotTitle({ kind: 'flat', rooms: 0, is_euro: false, area: 25 }).replaceAll('\u00a0', ' ')).toBe(
      'Студия, 25 м²',
    );
    expect(lotTitle({ kind: 'apartments', rooms: 2, is_euro: true, area: 41 }).replaceAll('\u00a0', ' ')).toBe(
      'Евро-2, 41 м²',
    );
  });
});

describe('lot catalogue choice', () => {
  it('sends commercial kinds to /api/commercials/, the rest to /api/apartments/', () => {
    expect(catalogueOf({ type: ['commercials'] })).toBe('commercials');
    expect(catalogueOf({ type: ['office'] })).toBe('commercials');
    expect(catalogueOf({ type: ['parking'] })).toBe('apartments');
    expect(catalogueOf({})).toBe('apartments');
    expect(catalogueOfKind('premise')).toBe('commercials');
    expect(catalogueOfKind('storage')).toBe('apartments');
  });

  it('drops what means no filter', () => {
    expect(cleanFilters({ rooms: [], balcony: false, discount: true, price_min: undefined, project: [2] })).toEqual({
      discount: true,
      project: [2],
    });
  });
});
