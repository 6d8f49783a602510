import { describe, expect, it } from 'vitest';
import { activeChips, facetLabels, resetFilters } from './filter-chips';

const NBSP = '\u00a0';
const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('active filter chips', () => {
  it('shows one chip per value and one per range', () => {
    const chips = activeChips(
      {
        property_type: ['flat'],
        project: [3],
        rooms: ['studio', '2', 'e3'],
        price_min: 10_000_000,
        price_max: 45_600_000,
        balcony: true,
        ordering: 'price',
      },
      facetLabels({ project: [{ value: 3, label: 'Северин Пресня', count: 10 }] }),
    );
    expect(chips.map((chip) => plain(chip.label))).toEqual([
      'Квартиры',
      'Северин Пресня',
      'Студия',
      '2-комн.',
      'Евро-3',
      'Цена от 10 до 45,6 млн ₽',
      'Балкон',
    ]);
  });

  it('falls back to neutral labels while facets load', () => {
    const chips = activeChips({ project: [7], completion: ['ready', '2027-4'], floor_min: 3 });
    expect(chips.map((chip) => plain(chip.label))).toEqual([
      'Проект 7',
      'Дом построен',
      'Сдача 4 кв. 2027',
      'Этаж от 3',
    ]);
  });

  it('removes exactly its own value', () => {
    const filters = { rooms: ['1' as const, '2' as const], area_min: 40, area_max: 80, discount: true };
    const chips = activeChips(filters);
    const byId = (id: string) => chips.find((chip) => chip.id === id)!;
    expect(byId('rooms:1').remove(filters)).toEqual({ ...filters, rooms: ['2'] });
    expect(byId('rooms:2').remove({ rooms: ['2'] })).toEqual({ rooms: undefined });
    expect(byId('area').remove(filters)).toEqual({
      rooms: ['1', '2'],
      area_min: undefined,
      area_max: undefined,
      discount: true,
    });
    expect(byId('discount').remove(filters)).toMatchObject({ discount: undefined });
  });

  it('has no chips without filters, and «Сбросить все» keeps only the sorting', () => {
    expect(activeChips({ ordering: '-price' })).toEqual([]);
    expect(resetFilters({ rooms: ['2'], ordering: '-price' })).toEqual({ ordering: '-price' });
    expect(resetFilters({ rooms: ['2'] })).toEqual({});
  });

  it('shows no chip for the defaults, homes on sale, but does for other statuses and kinds', () => {
    expect(
      activeChips({ property_type: ['flat', 'apartments'], status: ['free'], rooms: ['1'] }).map((chip) => chip.id),
    ).toEqual(['rooms:1']);
    const booked = {
      property_type: ['flat' as const, 'apartments' as const],
      status: ['free' as const, 'BOOKED' as const],
    };
    expect(activeChips(booked).map((chip) => chip.label)).toEqual(['В продаже', 'Забронировано']);
    expect(activeChips({ type: ['parking'], status: ['free'] }).map((chip) => chip.label)).toEqual(['Машино-места']);
  });

  it('reads every range row of the filter table: ceiling from its presets, floors as numbers', () => {
    const chips = activeChips({ floor_min: 3, floor_max: 5, ceiling_min: 3.2, area_max: 80 });
    expect(chips.map((chip) => [chip.id, plain(chip.label)])).toEqual([
      ['area', 'Площадь до 80 м²'],
      ['floor', 'Этажи 3–5'],
      ['ceiling', 'Потолки от 3,2 м'],
    ]);
    expect(chips[2].remove({ ceiling_min: 3.2, rooms: ['1'] })).toEqual({ ceiling_min: undefined, rooms: ['1'] });
  });
});
