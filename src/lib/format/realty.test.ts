import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatCeiling,
  formatFloor,
  formatFloorRange,
  formatFloorsCount,
  roomFilterLabel,
  roomsLabel,
} from './realty';

describe('formatCeiling', () => {
  it.each([
    [3, '3,0\u00a0м'],
    [2.8, '2,8\u00a0м'],
    [3.15, '3,15\u00a0м'],
  ])('%s → %s', (value, text) => expect(formatCeiling(value)).toBe(text));
});

describe('formatArea', () => {
  it.each([
    [54.3, '54,3\u00a0м²'],
    [54.26, '54,3\u00a0м²'],
    [120, '120\u00a0м²'],
    [1250.5, '1\u00a0250,5\u00a0м²'],
  ])('%d → %s', (value, expected) => {
    expect(formatArea(value)).toBe(expected);
  });

  it('takes more decimals when asked', () => {
    expect(formatArea(54.26, 2)).toBe('54,26\u00a0м²');
  });

  it('is empty for a missing value', () => {
    expect(formatArea(Number.NaN)).toBe('');
  });
});

describe('formatFloor', () => {
  it.each([
    [5, 24, '5\u00a0из\u00a024\u00a0этажей'],
    [1, 1, '1\u00a0из\u00a01\u00a0этажа'],
    [3, 21, '3\u00a0из\u00a021\u00a0этажа'],
    [2, 2, '2\u00a0из\u00a02\u00a0этажей'],
    [7, 11, '7\u00a0из\u00a011\u00a0этажей'],
    [30, 101, '30\u00a0из\u00a0101\u00a0этажа'],
  ])('%i of %i → %s', (floor, total, expected) => {
    expect(formatFloor(floor, total)).toBe(expected);
  });

  it('drops the total when unknown', () => {
    expect(formatFloor(5)).toBe('5\u00a0этаж');
    expect(formatFloor(5, null)).toBe('5\u00a0этаж');
  });
});

describe('formatFloorsCount', () => {
  it.each([
    [1, '1\u00a0этаж'],
    [3, '3\u00a0этажа'],
    [11, '11\u00a0этажей'],
    [24, '24\u00a0этажа'],
    [25, '25\u00a0этажей'],
  ])('%i → %s', (count, expected) => {
    expect(formatFloorsCount(count)).toBe(expected);
  });
});

describe('formatFloorRange', () => {
  it('names a range or a single floor', () => {
    expect(formatFloorRange(5, 24)).toBe('этажи\u00a05–24');
    expect(formatFloorRange(7, 7)).toBe('7\u00a0этаж');
  });
});

describe('roomsLabel', () => {
  it.each([
    [0, {}, 'Студия'],
    [1, {}, '1-комнатная'],
    [3, {}, '3-комнатная'],
    [5, {}, '5-комнатная'],
    [2, { euro: true }, 'Евро-2'],
    [0, { euro: true }, 'Студия'],
    [1, { short: true }, '1'],
    [4, { short: true }, '4+'],
    [6, { short: true }, '4+'],
    [3, { short: true, euro: true }, 'Евро-3'],
  ])('%i %o → %s', (rooms, options, expected) => {
    expect(roomsLabel(rooms, options)).toBe(expected);
  });

  it('is empty for lots without rooms', () => {
    expect(roomsLabel(null)).toBe('');
    expect(roomsLabel(undefined)).toBe('');
  });
});

describe('roomFilterLabel', () => {
  it.each([
    ['studio', 'Студия'],
    ['1', '1'],
    ['4+', '4+'],
    ['e2', 'Евро-2'],
    ['e4', 'Евро-4'],
  ])('%s → %s', (value, expected) => {
    expect(roomFilterLabel(value)).toBe(expected);
  });
});
