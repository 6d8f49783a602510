import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/format/number';
import {
  DEFAULT_NUMBER_FORMAT as F,
  caretForSignificant,
  cleanNumber,
  commitValue,
  displayValue,
  formatNumberInput,
  isResetText,
  parseCanonical,
  resolveFormat,
  significantBefore,
} from './number-input-format';

const SIGNED = { ...F, positiveOnly: false };

describe('cleanNumber: kept characters', () => {
  it.each([
    ['12abc34', '1234'],
    ['1 234 567', '123456'],
    ['₽ 45.6 млн', '45.6'],
    ['!@#$%^&*()', ''],
    ['', ''],
  ])('%s → %s', (raw, expected) => {
    expect(cleanNumber(raw, F)).toBe(expected);
  });

  it('keeps one decimal mark only', () => {
    expect(cleanNumber('1.2.3', F)).toBe('1.23');
    expect(cleanNumber('..5', F)).toBe('0.5');
  });

  it('reads a comma as the decimal mark', () => {
    expect(cleanNumber('12,5', F)).toBe('12.5');
  });

  it('does not read the delimiter as a mark', () => {
    const commas = resolveFormat({ delimiter: ',', decimalMark: '.' });
    expect(cleanNumber('1,234.5', commas)).toBe('1234.5');
  });

  it('allows no mark at all with zero decimals', () => {
    expect(cleanNumber('12.75', resolveFormat({ decimals: 0 }))).toBe('1275');
  });
});

describe('cleanNumber: the minus', () => {
  it('drops every minus by default (positiveOnly)', () => {
    expect(cleanNumber('-15', F)).toBe('15');
  });

  it('keeps a leading minus when negatives are allowed', () => {
    expect(cleanNumber('-15', SIGNED)).toBe('-15');
    expect(cleanNumber('-', SIGNED)).toBe('-');
    expect(cleanNumber('--15', SIGNED)).toBe('-15');
  });

  it('drops a minus anywhere but at the start', () => {
    expect(cleanNumber('15-', SIGNED)).toBe('15');
    expect(cleanNumber('1-5', SIGNED)).toBe('15');
  });
});

describe('cleanNumber: zeros, length and decimals', () => {
  it.each([
    ['007', '7'],
    ['000', '0'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['05', '5'],
    ['.', '0.'],
  ])('leading zeros: %s → %s', (raw, expected) => {
    expect(cleanNumber(raw, F)).toBe(expected);
  });

  it('keeps at most 6 integer digits', () => {
    expect(cleanNumber('1234567', F)).toBe('123456');
    expect(cleanNumber('0001234567', F)).toBe('123456');
    expect(cleanNumber('123456.78', F)).toBe('123456.78');
  });

  it('cuts decimals beyond 2 instead of rounding', () => {
    expect(cleanNumber('1.999', F)).toBe('1.99');
    expect(cleanNumber('3.14159', resolveFormat({ decimals: 3 }))).toBe('3.141');
  });

  it('keeps an unfinished mark while typing', () => {
    expect(cleanNumber('12.', F)).toBe('12.');
  });

  it('takes a custom length', () => {
    expect(cleanNumber('1234567890', resolveFormat({ maxLength: 9 }))).toBe('123456789');
  });
});

/** Expected display text written with plain spaces: the field puts U+00A0 between groups. */
const ru = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatNumberInput', () => {
  it.each([
    ['1234', '1 234'],
    ['123456', '123 456'],
    ['1234567', '123 456'],
    ['1234.5', '1 234,5'],
    ['1234,5', '1 234,5'],
    ['12a3b4,56', '1 234,56'],
    ['53.95', '53,95'],
    ['53,999', '53,99'],
    ['999', '999'],
  ])('%s → %s (no-break spaces, a comma, 2 decimals)', (raw, expected) => {
    expect(formatNumberInput(raw, F)).toBe(ru(expected));
  });

  it('drops any space typed or pasted, thin and narrow ones too', () => {
    expect(formatNumberInput('1\u2009234\u202f567', resolveFormat({ maxLength: 9 }))).toBe(ru('1 234 567'));
  });

  it('formats negatives and custom marks', () => {
    expect(formatNumberInput('-12345', SIGNED)).toBe(ru('-12 345'));
    const spec = resolveFormat({ delimiter: ' ', decimalMark: '.' });
    expect(formatNumberInput('12345,6', spec)).toBe('12 345.6');
    expect(formatNumberInput('12345.6', spec)).toBe('12 345.6');
  });

  it('reformats its own output unchanged', () => {
    expect(formatNumberInput(ru('1 234,5'), F)).toBe(ru('1 234,5'));
  });
});

describe('values', () => {
  it('parses canonical text', () => {
    expect(parseCanonical('1234.5')).toBe(1234.5);
    expect(parseCanonical('-12')).toBe(-12);
    expect(parseCanonical('12.')).toBe(12);
    expect(parseCanonical('-0')).toBe(0);
    expect(Object.is(parseCanonical('-0'), -0)).toBe(false);
    expect(parseCanonical('')).toBeNull();
    expect(parseCanonical('-')).toBeNull();
  });

  it('shows a value set by code', () => {
    expect(displayValue(1234.5, F)).toBe(ru('1 234,5'));
    expect(displayValue(12_345_678, F)).toBe(ru('12 345 678'));
    expect(displayValue(1.005, F)).toBe('1');
    expect(displayValue(2.5, F)).toBe('2,5');
    expect(displayValue(-3, F)).toBe('-3');
    expect(displayValue(0, F)).toBe('0');
    expect(displayValue(null, F)).toBe('');
  });

  it('treats empty and zero text as a reset', () => {
    expect(isResetText('')).toBe(true);
    expect(isResetText('0')).toBe(true);
    expect(isResetText('0.00')).toBe(true);
    expect(isResetText('-')).toBe(true);
    expect(isResetText('0.5')).toBe(false);
  });

  it('commits the default for empty or zero text', () => {
    expect(commitValue('', F)).toBe(0);
    expect(commitValue('0', F, 100)).toBe(100);
    expect(commitValue('abc', F, 5)).toBe(5);
    expect(commitValue('1 234.5', F)).toBe(1234.5);
    expect(commitValue(ru('1 234,5'), F)).toBe(1234.5);
    expect(commitValue('12.', F)).toBe(12);
  });
});

describe('one formatter', () => {
  it('shows a value exactly as formatNumber prints figures elsewhere on the site', () => {
    for (const value of [0, 7, 53.9, 53.95, 76.9, 999, 1234, 1234.5, 45_600_000, 12_345_678.25, 0.05]) {
      expect(displayValue(value, F), String(value)).toBe(formatNumber(value, { maxDecimals: 2 }));
    }
  });
});

describe('caret', () => {
  it('counts kept characters before the caret', () => {
    expect(significantBefore('1 2345', 3, F)).toBe(2);
    expect(significantBefore('1 234.5', 7, F)).toBe(6);
    expect(significantBefore('1 234', 0, F)).toBe(0);
  });

  it('puts the caret after the same kept characters in the new text', () => {
    // '1 234' + '5' typed at the end → '12 345', caret at the end.
    expect(caretForSignificant('12 345', 5, F)).toBe(6);
    // '1 2345' (typed after the 2) → '12 345': two kept characters before the caret → after '2'.
    expect(caretForSignificant('12 345', 2, F)).toBe(2);
    expect(caretForSignificant('12 345', 3, F)).toBe(4);
    expect(caretForSignificant('12 345', 0, F)).toBe(0);
    expect(caretForSignificant('12', 9, F)).toBe(2);
  });
});
