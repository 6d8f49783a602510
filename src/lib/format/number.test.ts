import { describe, expect, it } from 'vitest';
import { NBSP, formatNumber, normalizeSpaces } from './number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [1000, '1\u00a0000'],
    [1234567.891, '1\u00a0234\u00a0567,89'],
    [12.3, '12,3'],
    [0.005, '0,01'],
    [-1500.5, '-1\u00a0500,5'],
    [-0.001, '0'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('keeps a fixed number of decimals when asked', () => {
    expect(formatNumber(45, { minDecimals: 1, maxDecimals: 1 })).toBe('45,0');
    expect(formatNumber(45.65, { maxDecimals: 1 })).toBe('45,7');
  });

  it('renders nothing for non-finite values', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('emits only U+00A0 spaces', () => {
    expect(formatNumber(98765432.1)).not.toMatch(/[ \u202f]/);
    expect(formatNumber(98765432.1)).toContain(NBSP);
  });
});

describe('normalizeSpaces', () => {
  it('turns narrow, thin and plain spaces into U+00A0', () => {
    expect(normalizeSpaces('1\u202f000\u2009000 ₽')).toBe('1\u00a0000\u00a0000\u00a0₽');
  });
});
