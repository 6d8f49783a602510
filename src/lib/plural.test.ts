import { describe, expect, it } from 'vitest';
import { pluralRu, type PluralForms } from './plural';

const MINUTES: PluralForms = ['минута', 'минуты', 'минут'];

describe('pluralRu', () => {
  it.each([
    [0, 'минут'],
    [1, 'минута'],
    [2, 'минуты'],
    [4, 'минуты'],
    [5, 'минут'],
    [11, 'минут'],
    [12, 'минут'],
    [14, 'минут'],
    [21, 'минута'],
    [22, 'минуты'],
    [25, 'минут'],
    [101, 'минута'],
    [111, 'минут'],
    [112, 'минут'],
    [1021, 'минута'],
    [-1, 'минута'],
    [-3, 'минуты'],
  ])('%i → %s', (count, expected) => {
    expect(pluralRu(count, MINUTES)).toBe(expected);
  });

  it('uses the "few" form for fractions', () => {
    expect(pluralRu(1.5, MINUTES)).toBe('минуты');
  });
});
