import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { paramsInGroup } from '@/schemas/lot-filter-params';
import type { LotsFilters } from '@/schemas/lots';
import { CommonFilters } from './common-filters';
import { ExtraFilters } from './extra-filters';
import { activeCount } from './filters-panel';

const EXTRA = paramsInGroup('extra') as (keyof LotsFilters)[];

describe('the «Фильтры (N)» count', () => {
  it('counts a range once, however many ends are set, and each other filter once', () => {
    expect(activeCount({ floor_min: 2, floor_max: 9, balcony: true, ceiling_min: 3 }, EXTRA)).toBe(3);
    expect(
      activeCount({ price_min: 1, price_max: 2, area_min: 30, rooms: ['1', '2'] }, [
        'price_min',
        'price_max',
        'area_min',
        'rooms',
      ]),
    ).toBe(3);
  });

  it('leaves out what is off, the defaults and the filters of other groups', () => {
    expect(activeCount({ balcony: false, status: ['free'], finishing: [] }, EXTRA)).toBe(0);
    expect(activeCount({ price_min: 1, project: [3] }, EXTRA)).toBe(0);
    expect(activeCount({ status: ['BOOKED'], building: [4] }, EXTRA)).toBe(2);
  });
});

const option = (value: string | number, label: string, group?: string) => ({ value, label, count: 2, group });
const FACETS = {
  project: [option(1, 'Северин Парк')],
  type: [option('office', 'Офисы')],
  rooms: [option('2', '2')],
  completion: [option('ready', 'Дом построен')],
  finishing: [option(3, 'С отделкой')],
  directions: [option('Парк', 'Парк')],
  status: [option('free', 'В продаже')],
  building: [option(4, 'Корпус 4', 'Северин Парк')],
};

function renderPanel(filters: LotsFilters) {
  const group = { filters, facets: FACETS, specs: undefined, onChange: () => {} };
  render(
    <>
      <CommonFilters {...group} />
      <ExtraFilters {...group} />
    </>,
  );
}

describe('the panel’s option filters', () => {
  afterEach(cleanup);

  it('are named by the filter table, rooms in the panel’s own word, in the panel’s order', () => {
    renderPanel({});
    const controls = (
      [
        ['combobox', 'Проект'],
        ['group', 'Комнат'],
        ['combobox', 'Срок сдачи'],
        ['group', 'Отделка'],
        ['combobox', 'Вид из окон'],
        ['group', 'Статус'],
        ['combobox', 'Корпус'],
      ] as const
    ).map(([role, name]) => screen.getByRole(role, { name }));
    for (const [index, control] of controls.slice(1).entries())
      expect(controls[index].compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Тип помещения' })).toBeNull();
  });

  it('name the commercial sub-types as the table does', () => {
    renderPanel({ type: ['commercials'] });
    expect(screen.getByRole('group', { name: 'Тип помещения' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Комнат' })).toBeNull();
  });
});
