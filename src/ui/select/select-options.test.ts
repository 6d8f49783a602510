import { describe, expect, it } from 'vitest';
import {
  findByText,
  firstEnabled,
  flattenOptions,
  isOptionSelected,
  isResetOption,
  lastEnabled,
  selectionText,
  stepIndex,
  toggleValue,
  type SelectOption,
} from './select-options';

const ROOMS: SelectOption[] = [
  { label: 'Любая', value: '' },
  { label: 'Студия', value: 'studio', displayName: 'Ст.' },
  { label: '1-комнатная', value: '1', displayName: '1' },
  { label: '2-комнатная', value: '2', displayName: '2', disabled: true },
  { label: '3-комнатная', value: '3', displayName: '3' },
];

const NESTED: SelectOption[] = [
  { label: 'Все проекты', value: null, reset: true },
  {
    label: 'Северин Парк',
    value: 'park',
    menu: [
      { label: 'Корпус 1', value: 11 },
      { label: 'Корпус 2', value: 12 },
    ],
  },
  { label: 'Северин Сити', value: 7 },
];

describe('reset options', () => {
  it('are empty values or flagged ones', () => {
    expect(isResetOption({ label: 'x', value: '' })).toBe(true);
    expect(isResetOption({ label: 'x', value: null })).toBe(true);
    expect(isResetOption({ label: 'x', value: 'all', reset: true })).toBe(true);
    expect(isResetOption({ label: 'x', value: 0 })).toBe(false);
  });
});

describe('flattenOptions', () => {
  it('lists pickable options with their group; headings are not options', () => {
    expect(flattenOptions(NESTED).map(({ option, group }) => [option.label, group])).toEqual([
      ['Все проекты', null],
      ['Корпус 1', 1],
      ['Корпус 2', 1],
      ['Северин Сити', null],
    ]);
  });
});

describe('toggleValue', () => {
  it('adds and removes an option', () => {
    expect(toggleValue([], ROOMS[1])).toEqual(['studio']);
    expect(toggleValue(['studio', '1'], ROOMS[1])).toEqual(['1']);
  });

  it('clears the list for the empty value', () => {
    expect(toggleValue(['studio', '1'], ROOMS[0])).toEqual([]);
    expect(toggleValue([11, 12], NESTED[0])).toEqual([]);
  });
});

describe('isOptionSelected', () => {
  it('matches single and multiple values', () => {
    expect(isOptionSelected(ROOMS[1], 'studio')).toBe(true);
    expect(isOptionSelected(ROOMS[1], '1')).toBe(false);
    expect(isOptionSelected(ROOMS[1], ['1', 'studio'])).toBe(true);
  });

  it('selects the empty option when nothing is chosen', () => {
    expect(isOptionSelected(ROOMS[0], [])).toBe(true);
    expect(isOptionSelected(ROOMS[0], ['1'])).toBe(false);
    expect(isOptionSelected(ROOMS[0], null)).toBe(true);
    expect(isOptionSelected(ROOMS[0], '')).toBe(true);
    expect(isOptionSelected({ label: 'Все', value: 'all', reset: true }, 'all')).toBe(true);
  });
});

describe('selectionText', () => {
  it('uses displayName for chosen options', () => {
    expect(selectionText(ROOMS, ['studio', '3'], 'Комнаты')).toEqual({ text: 'Ст., 3', empty: false });
    expect(selectionText(NESTED, 12, 'Проект')).toEqual({ text: 'Корпус 2', empty: false });
  });

  it('shows the empty option, then the placeholder', () => {
    expect(selectionText(ROOMS, [], 'Комнаты')).toEqual({ text: 'Любая', empty: false });
    expect(selectionText(ROOMS.slice(1), [], 'Комнаты')).toEqual({ text: 'Комнаты', empty: true });
    expect(selectionText(ROOMS.slice(1), null, 'Комнаты')).toEqual({ text: 'Комнаты', empty: true });
  });
});

describe('keyboard helpers', () => {
  const items = flattenOptions(ROOMS);

  it('skips disabled options and stops at the ends', () => {
    expect(stepIndex(items, 2, 1)).toBe(4);
    expect(stepIndex(items, 4, -1)).toBe(2);
    expect(stepIndex(items, 4, 1)).toBe(4);
    expect(stepIndex(items, 0, -1)).toBe(0);
    expect(firstEnabled(items)).toBe(0);
    expect(lastEnabled(items)).toBe(4);
    expect(firstEnabled([])).toBe(-1);
  });

  it('finds options by their first letters, wrapping round', () => {
    expect(findByText(items, 'с', 0)).toBe(1);
    expect(findByText(items, '3', 0)).toBe(4);
    expect(findByText(items, '2', 0)).toBe(-1);
    expect(findByText(items, 'л', 3)).toBe(0);
  });
});
