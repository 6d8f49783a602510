import { describe, expect, it } from 'vitest';
import { salaryText } from './salary-text';

const NBSP = '\u00a0';

describe('salaryText', () => {
  it('writes a range, a lower or an upper bound in roubles with non-breaking spaces', () => {
    expect(salaryText(180_000, 260_000)).toBe(`180${NBSP}000${NBSP}–${NBSP}260${NBSP}000${NBSP}₽`);
    expect(salaryText(200_000, null)).toBe(`от${NBSP}200${NBSP}000${NBSP}₽`);
    expect(salaryText(null, 400_000)).toBe(`до${NBSP}400${NBSP}000${NBSP}₽`);
  });

  it('says nothing when both bounds are missing', () => {
    expect(salaryText(null, null)).toBeNull();
  });
});
