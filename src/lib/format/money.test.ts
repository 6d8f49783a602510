import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatCurrency,
  formatMillions,
  formatMortgagePayment,
  formatPrice,
  formatPriceFrom,
  formatPricePerMeter,
} from './money';

describe('formatCurrency', () => {
  it.each([
    [1234567.891, '1\u00a0234\u00a0567,89\u00a0₽'],
    [1000, '1\u00a0000\u00a0₽'],
    [99.5, '99,5\u00a0₽'],
    [0, '0\u00a0₽'],
  ])('%d → %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it('is empty for a missing value', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('formatPrice', () => {
  it.each([
    [45_600_000, '45,6\u00a0млн\u00a0₽'],
    [45_650_000, '45,7\u00a0млн\u00a0₽'],
    [1_000_000, '1,0\u00a0млн\u00a0₽'],
    [12_000_000, '12,0\u00a0млн\u00a0₽'],
    [1_234_567_890, '1\u00a0234,6\u00a0млн\u00a0₽'],
    [999_999, '1,0\u00a0млн\u00a0₽'],
    [999_400, '999\u00a0тыс\u00a0₽'],
    [850_000, '850\u00a0тыс\u00a0₽'],
    [1_500, '2\u00a0тыс\u00a0₽'],
    [500, '500\u00a0₽'],
  ])('%d → %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it('is empty for a missing value', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPriceFrom(Number.NaN)).toBe('');
  });

  it('prefixes «от» for the lowest price', () => {
    expect(formatPriceFrom(18_250_000)).toBe('от\u00a018,3\u00a0млн\u00a0₽');
  });
});

describe('formatMillions', () => {
  it('always uses millions with one decimal', () => {
    expect(formatMillions(850_000)).toBe('0,9\u00a0млн\u00a0₽');
    expect(formatMillions(45_600_000)).toBe('45,6\u00a0млн\u00a0₽');
  });
});

describe('formatPricePerMeter', () => {
  it('uses whole roubles', () => {
    expect(formatPricePerMeter(1_250_000)).toBe('1\u00a0250\u00a0000\u00a0₽/м²');
    expect(formatPricePerMeter(412_345.67)).toBe('412\u00a0346\u00a0₽/м²');
  });
});

describe('formatMortgagePayment', () => {
  it('reads «от X ₽/мес.»', () => {
    expect(formatMortgagePayment(125_400)).toBe('от\u00a0125\u00a0400\u00a0₽/мес.');
    expect(formatMortgagePayment(98_765.4)).toBe('от\u00a098\u00a0765\u00a0₽/мес.');
  });

  it('is empty without a payment', () => {
    expect(formatMortgagePayment(null)).toBe('');
    expect(formatMortgagePayment(undefined)).toBe('');
    expect(formatMortgagePayment(0)).toBe('');
  });
});

describe('discountPercent', () => {
  it('is the rounded share of the old price', () => {
    expect(discountPercent(50_000_000, 45_000_000)).toBe(10);
    expect(discountPercent(30_000_000, 29_000_000)).toBe(3);
  });

  it('is 0 without a real discount', () => {
    expect(discountPercent(null, 45_000_000)).toBe(0);
    expect(discountPercent(40_000_000, 45_000_000)).toBe(0);
  });
});
