import { describe, expect, it } from 'vitest';
import { promoBadge, promoTimeLeft, promoUntil } from './promo-countdown';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const HOUR = 3_600_000;

describe('promoTimeLeft', () => {
  it('counts days, hours and minutes while more than a day remains', () => {
    const left = promoTimeLeft(at(5 * 24 * HOUR + 3 * HOUR + 21 * 60_000 + 5_000), NOW);
    expect(left.expired).toBe(false);
    expect(left.units).toEqual([
      { value: 5, label: 'дней' },
      { value: 3, label: 'часа' },
      { value: 21, label: 'минута' },
    ]);
  });

  it('switches to hours, minutes and seconds within the last day', () => {
    expect(promoTimeLeft(at(2 * HOUR + 60_000 + 1_000), NOW).units).toEqual([
      { value: 2, label: 'часа' },
      { value: 1, label: 'минута' },
      { value: 1, label: 'секунда' },
    ]);
  });

  it('is over at and after the end, and silent without a date', () => {
    expect(promoTimeLeft(at(0), NOW)).toEqual({ expired: true, units: [] });
    expect(promoTimeLeft(at(-HOUR), NOW).expired).toBe(true);
    expect(promoTimeLeft(null, NOW)).toEqual({ expired: false, units: [] });
    expect(promoTimeLeft('not a date', NOW)).toEqual({ expired: false, units: [] });
  });
});

describe('promoBadge', () => {
  it('agrees the verb and the noun with the days left', () => {
    expect(promoBadge(at(21 * 24 * HOUR), NOW)).toBe('Остался 21\u00a0день');
    expect(promoBadge(at(4 * 24 * HOUR - HOUR), NOW)).toBe('Осталось 4\u00a0дня');
    expect(promoBadge(at(11 * 24 * HOUR), NOW)).toBe('Осталось 11\u00a0дней');
    expect(promoBadge(at(5 * HOUR), NOW)).toBe('Последний день');
    expect(promoBadge(at(-1), NOW)).toBe('Акция завершена');
    expect(promoBadge(null, NOW)).toBeNull();
  });

  it('writes the end date in Russian', () => {
    expect(promoUntil('2026-12-14')).toBe('до 14\u00a0декабря\u00a02026');
  });
});
