import { describe, expect, it } from 'vitest';
import { daysLeft, daysLeftText } from './days-left';

const now = new Date('2026-11-23T12:00:00+03:00');
const inDays = (days: number, hours = 0) =>
  new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();

describe('daysLeftText', () => {
  it('agrees the verb and the noun with the count, with a non-breaking space', () => {
    expect(daysLeftText(inDays(1), now)).toBe('остался 1\u00a0день');
    expect(daysLeftText(inDays(2), now)).toBe('осталось 2\u00a0дня');
    expect(daysLeftText(inDays(5), now)).toBe('осталось 5\u00a0дней');
    expect(daysLeftText(inDays(11), now)).toBe('осталось 11\u00a0дней');
    expect(daysLeftText(inDays(21), now)).toBe('остался 21\u00a0день');
    expect(daysLeftText(inDays(24), now)).toBe('осталось 24\u00a0дня');
  });

  it('rounds a part of a day up and says nothing past the deadline', () => {
    expect(daysLeft(inDays(0, 3), now)).toBe(1);
    expect(daysLeft(inDays(4, 1), now)).toBe(5);
    expect(daysLeftText(inDays(0, -1), now)).toBeNull();
    expect(daysLeftText(now.toISOString(), now)).toBeNull();
  });
});
