import { describe, expect, it } from 'vitest';
import { buildingStatusText } from './building-status';

describe('buildingStatusText', () => {
  it.each([
    ['built', 'Построен, но не сдан'],
    ['ready', 'Построен и сдан'],
    ['hand_over', 'Дом сдан'],
  ])('%s → %s in both forms', (status, expected) => {
    expect(buildingStatusText({ status, quarter: 2, year: 2024 })).toBe(expected);
    expect(buildingStatusText({ status, quarter: 2, year: 2024 }, { short: true })).toBe(expected);
  });

  it('promises a quarter and a year otherwise', () => {
    expect(buildingStatusText({ status: 'building', quarter: 4, year: 2026 })).toBe('Сдача 4 кв. 2026');
    expect(buildingStatusText({ quarter: '1', year: '2027' })).toBe('Сдача 1 кв. 2027');
    expect(buildingStatusText({ status: null, quarter: 3, year: 2028 })).toBe('Сдача 3 кв. 2028');
  });

  it('omits «Сдача» in the short form', () => {
    expect(buildingStatusText({ status: 'building', quarter: 4, year: 2026 }, { short: true })).toBe('4 кв. 2026');
  });

  it('falls back to the year alone and to nothing', () => {
    expect(buildingStatusText({ status: 'building', quarter: null, year: 2026 })).toBe('Сдача 2026');
    expect(buildingStatusText({ status: 'building', quarter: 4, year: null })).toBe('');
    expect(buildingStatusText({})).toBe('');
  });
});
