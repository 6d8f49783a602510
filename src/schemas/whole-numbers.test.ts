import { describe, expect, it } from 'vitest';
import { plainNumber, positiveId, wholeNumber } from './whole-numbers.ts';

const ERROR = 'Номер — целое положительное число';
const outcome = (
  schema: {
    safeParse(value: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error!.issues.map((issue) => issue.message).join('|');
};

describe('positiveId', () => {
  it('takes a JSON integer or its decimal digits', () => {
    expect(outcome(positiveId(ERROR), 14211)).toBe(14211);
    expect(outcome(positiveId(ERROR), '14211')).toBe(14211);
    expect(outcome(positiveId(ERROR), '007')).toBe(7);
    expect(outcome(positiveId(ERROR), 2_147_483_647)).toBe(2_147_483_647);
  });

  it('refuses what z.coerce.number() took, with the field message only', () => {
    for (const value of [
      true,
      false,
      [14211],
      '0x3783',
      '1e4',
      ' 7',
      '7 ',
      '+7',
      '',
      '1.0',
      1.5,
      0,
      -1,
      '-1',
      2_147_483_648,
      '99999999999',
      null,
      {},
      Infinity,
    ]) {
      expect(outcome(positiveId(ERROR), value), JSON.stringify(value)).toBe(ERROR);
    }
  });
});

describe('wholeNumber and plainNumber', () => {
  it('allow a minus only where the range goes below zero', () => {
    expect(outcome(wholeNumber(-10, 200, ERROR), '-3')).toBe(-3);
    expect(outcome(wholeNumber(0, 200, ERROR), '-3')).toBe(ERROR);
    expect(outcome(wholeNumber(-10, 200, ERROR), '-11')).toBe(ERROR);
  });

  it('plain numbers take fractions written plainly, not exponents or hex', () => {
    const price = plainNumber(0, 1e10, ERROR);
    expect(outcome(price, '12500000')).toBe(12_500_000);
    expect(outcome(price, '2.75')).toBe(2.75);
    expect(outcome(price, 2.75)).toBe(2.75);
    for (const value of ['1e6', '0x10', 'Infinity', '1,5', '.5', '', true, [5], 2e10]) {
      expect(outcome(price, value), JSON.stringify(value)).toBe(ERROR);
    }
  });
});
