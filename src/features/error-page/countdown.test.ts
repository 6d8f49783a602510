import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown, parseUntil, remainingMs } from './countdown';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('parseUntil', () => {
  it('reads ISO times', () => {
    expect(parseUntil('2030-01-01T00:00:00Z')).toBe(Date.UTC(2030, 0, 1));
  });
  it.each([null, undefined, '', 'завтра'])('ignores %s', (value) => {
    expect(parseUntil(value)).toBeNull();
  });
});

describe('remainingMs', () => {
  it('counts down to the end', () => {
    expect(remainingMs(1_000, 61_000)).toBe(60_000);
  });
  it('is null when the time is missing, reached or past', () => {
    expect(remainingMs(1_000, null)).toBeNull();
    expect(remainingMs(1_000, 1_000)).toBeNull();
    expect(remainingMs(2_000, 1_000)).toBeNull();
  });
});

describe('countdownParts', () => {
  it('shows days, hours and minutes when more than 24 hours remain', () => {
    const parts = countdownParts(2 * DAY + 3 * HOUR + 15 * MIN + 59_000);
    expect(parts.map((p) => [p.unit, p.value])).toEqual([
      ['days', 2],
      ['hours', 3],
      ['minutes', 15],
    ]);
    expect(formatCountdown(parts)).toBe('2 дня 3 часа 15 минут');
  });

  it('shows hours and minutes at exactly 24 hours and below', () => {
    expect(formatCountdown(countdownParts(DAY))).toBe('24 часа 0 минут');
    expect(formatCountdown(countdownParts(5 * HOUR + 21 * MIN))).toBe('5 часов 21 минута');
    expect(formatCountdown(countdownParts(DAY - 1))).toBe('23 часа 59 минут');
  });

  it('switches to days just above 24 hours', () => {
    expect(formatCountdown(countdownParts(DAY + MIN))).toBe('1 день 0 часов 1 минута');
  });

  it('uses correct plurals', () => {
    expect(formatCountdown(countdownParts(11 * DAY + 11 * HOUR + 11 * MIN))).toBe('11 дней 11 часов 11 минут');
    expect(formatCountdown(countdownParts(21 * DAY + 22 * HOUR + 2 * MIN))).toBe('21 день 22 часа 2 минуты');
    expect(formatCountdown(countdownParts(1 * HOUR + 1 * MIN))).toBe('1 час 1 минута');
  });

  it('floors to zero minutes in the last minute and never goes negative', () => {
    expect(formatCountdown(countdownParts(59_000))).toBe('0 часов 0 минут');
    expect(formatCountdown(countdownParts(-5))).toBe('0 часов 0 минут');
  });
});
