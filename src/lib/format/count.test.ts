import { describe, expect, it } from 'vitest';
import { NOUNS, formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [1, NOUNS.lot, '1\u00a0лот'],
    [3, NOUNS.lot, '3\u00a0лота'],
    [11, NOUNS.lot, '11\u00a0лотов'],
    [21, NOUNS.flat, '21\u00a0квартира'],
    [1234, NOUNS.flat, '1\u00a0234\u00a0квартиры'],
    [20000, NOUNS.lot, '20\u00a0000\u00a0лотов'],
    [5, NOUNS.year, '5\u00a0лет'],
    [0, NOUNS.project, '0\u00a0проектов'],
    [1.5, NOUNS.hour, '1,5\u00a0часа'],
  ])('%d → %s', (count, forms, expected) => {
    expect(formatCount(count, forms)).toBe(expected);
  });
});
