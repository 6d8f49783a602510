import { describe, expect, it } from 'vitest';
import type { SavedLotData } from '@/entities/saved-lots/saved-lots-model';
import {
  COMPARE_GROUPS,
  MISSING,
  buildCompareGroups,
  defaultCompareType,
  displayValue,
  parseCompareType,
  rowDiffers,
  splitByType,
} from './compare-model';
import { FLAT, entry } from './compare-testing';

/** Spec §3 compare item: every comparable field. */
const SPEC_FIELDS = [
  'price',
  'min_mortgage',
  'completion_quarter',
  'completion_year',
  'advantage',
  'finishing_name',
  'finishing_id',
  'district',
  'project_name',
  'destination',
  'building_number',
  'section_number',
  'floor_number',
  'floors_total',
  'number',
  'layout_name',
  'directions_of_view',
  'dressing_room',
  'balcony',
  'ceiling_height',
  'unification',
  'area',
  'living_area',
  'kitchen_area',
  'bathroom_area',
];

const plain = (text: string) => text.replaceAll('\u00a0', ' ');
const rowIds = (groups: ReturnType<typeof buildCompareGroups>) =>
  groups.flatMap((group) => group.rows.map((row) => row.id));
const row = (id: string) => COMPARE_GROUPS.flatMap((group) => group.rows).find((candidate) => candidate.id === id)!;

describe('compare rows', () => {
  it('has the four groups in order', () => {
    expect(COMPARE_GROUPS.map((group) => group.title)).toEqual([
      'Расположение',
      'Планировка',
      'Площадь',
      'Особенности проекта',
    ]);
  });

  it('shows every spec §3 field exactly once', () => {
    const shown = COMPARE_GROUPS.flatMap((group) =>
      group.rows.flatMap((candidate) => candidate.fields as readonly string[]),
    );
    for (const field of SPEC_FIELDS)
      expect(
        shown.filter((name) => name === field),
        field,
      ).toHaveLength(1);
    const ids = COMPARE_GROUPS.flatMap((group) => group.rows.map((candidate) => candidate.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('formats the values for a buyer', () => {
    const values = Object.fromEntries(
      COMPARE_GROUPS.flatMap((group) => group.rows).map((candidate) => [
        candidate.id,
        plain(displayValue(candidate, FLAT)),
      ]),
    );
    expect(values).toMatchObject({
      project: 'Северин Роща',
      district: 'Марьина Роща',
      metro: 'Марьина Роща, 7 мин пешком',
      building: '2',
      section: '1',
      floor: '5 из 24 этажей',
      number: '36',
      layout: '2Е-64',
      view: 'Парк, Двор',
      'dressing-room': 'Есть',
      balcony: 'Нет',
      ceiling: '3,15 м',
      unification: 'Возможно',
      area: '64,3 м²',
      'living-area': '34,2 м²',
      'kitchen-area': '12 м²',
      'bathroom-area': '4,5 м²',
      price: '45,6 млн ₽',
      mortgage: 'от 180 900 ₽/мес.',
      completion: '4 кв. 2027',
      finishing: 'White box',
      advantage: 'Угловое остекление',
    });
    expect(
      plain(
        displayValue(row('metro'), {
          ...FLAT,
          destination: { station: 'Бутырская', time: 12, transport: 'transport' },
        }),
      ),
    ).toBe('Бутырская, 12 мин на транспорте');
    expect(displayValue(row('unification'), { ...FLAT, unification: false })).toBe('Нет');
  });

  it('reads a finished building by its status, and the card text when the compare fields are unknown', () => {
    const built = {
      ...FLAT,
      completion: { status: 'ready' as const, quarter: 1, year: 2020, text: 'Построен и сдан' },
    };
    expect(displayValue(row('completion'), built)).toBe('Построен и сдан');
    const offline = { ...FLAT, completion_quarter: undefined, completion_year: undefined };
    expect(displayValue(row('completion'), offline)).toBe('Сдача 4 кв. 2027');
  });

  it('shows «—» for null and for fields not known yet', () => {
    const nulls: SavedLotData = {
      ...FLAT,
      min_mortgage: null,
      advantage: null,
      finishing_name: null,
      section_number: null,
      destination: null,
      layout_name: null,
      directions_of_view: [],
      ceiling_height: null,
      living_area: null,
      kitchen_area: null,
      bathroom_area: null,
    };
    for (const id of [
      'mortgage',
      'advantage',
      'finishing',
      'section',
      'metro',
      'layout',
      'view',
      'ceiling',
      'living-area',
      'kitchen-area',
    ]) {
      expect(displayValue(row(id), nulls), id).toBe(MISSING);
    }
    // A lot added offline: only the card is known.
    const {
      district: _d,
      destination: _m,
      dressing_room: _r,
      balcony: _b,
      unification: _u,
      living_area: _l,
      ...card
    } = FLAT;
    for (const id of ['district', 'metro', 'dressing-room', 'balcony', 'unification', 'living-area']) {
      expect(displayValue(row(id), card), id).toBe(MISSING);
    }
    expect(plain(displayValue(row('area'), card))).toBe('64,3 м²');
  });
});

describe('only differences', () => {
  const other: SavedLotData = {
    ...FLAT,
    id: 2,
    number: '40',
    area: 64.3,
    floor_number: 9,
    price: 45_640_000,
    balcony: true,
  };

  it('keeps differing rows and hides equal ones', () => {
    const all = buildCompareGroups([FLAT, other]);
    const diff = buildCompareGroups([FLAT, other], { onlyDifferences: true });
    expect(rowIds(all)).toHaveLength(COMPARE_GROUPS.flatMap((group) => group.rows).length);
    // Both prices read «45,6 млн ₽», but they are different prices.
    expect(rowIds(diff)).toEqual(['floor', 'number', 'balcony', 'price']);
    expect(diff.map((group) => group.id)).toEqual(['location', 'plan', 'features']);
    expect(all.find((group) => group.id === 'area')!.rows.find((candidate) => candidate.id === 'area')!.differs).toBe(
      false,
    );
  });

  it('compares the display text, so 64.3 and 64.30 are equal', () => {
    expect(rowDiffers(row('area'), [FLAT, { ...FLAT, area: 64.3 }])).toBe(false);
    expect(rowDiffers(row('area'), [FLAT, { ...FLAT, area: 64.32 }])).toBe(false);
    expect(rowDiffers(row('area'), [FLAT, { ...FLAT, area: 64.4 }])).toBe(true);
  });

  it('counts a missing value as different from a known one, and equal to another missing one', () => {
    expect(rowDiffers(row('district'), [FLAT, { ...FLAT, district: undefined }])).toBe(true);
    expect(
      rowDiffers(row('layout'), [
        { ...FLAT, layout_name: null },
        { ...FLAT, layout_name: undefined },
      ]),
    ).toBe(false);
  });

  it('has no effect with a single lot', () => {
    const groups = buildCompareGroups([FLAT], { onlyDifferences: true });
    expect(rowIds(groups)).toHaveLength(COMPARE_GROUPS.flatMap((group) => group.rows).length);
    expect(groups.every((group) => group.rows.every((candidate) => !candidate.differs))).toBe(true);
    expect(
      buildCompareGroups([], { onlyDifferences: true }).flatMap((group) => group.rows.map((r) => r.values)),
    ).toEqual(Array(COMPARE_GROUPS.flatMap((group) => group.rows).length).fill([]));
  });
});

describe('compare types', () => {
  it('splits commercial, premise and office lots from the rest', () => {
    const office = entry({ ...FLAT, id: 3, kind: 'office', rooms: null }, 'commercials');
    const premise = entry({ ...FLAT, id: 4, kind: 'premise', rooms: null }, 'commercials');
    const apartments = entry({ ...FLAT, id: 5, kind: 'apartments' });
    const townhouse = entry({ ...FLAT, id: 6, kind: 'townhouse' });
    const split = splitByType([entry(FLAT), office, apartments, premise, townhouse]);
    expect(split.apartments.map((item) => item.property)).toEqual([1, 5, 6]);
    expect(split.commercials.map((item) => item.property)).toEqual([3, 4]);
  });

  it('reads the type from the URL and defaults to the type that has items, apartments first', () => {
    expect(parseCompareType('commercials')).toBe('commercials');
    expect(parseCompareType('office')).toBeNull();
    expect(parseCompareType(null)).toBeNull();
    expect(defaultCompareType({ apartments: 2, commercials: 1 })).toBe('apartments');
    expect(defaultCompareType({ apartments: 0, commercials: 1 })).toBe('commercials');
    expect(defaultCompareType({ apartments: 0, commercials: 0 })).toBe('apartments');
  });
});
