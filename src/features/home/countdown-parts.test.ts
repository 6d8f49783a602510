import { describe, expect, it } from 'vitest';
import { timerParts, timerSentence } from './countdown-parts';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

const text = (endMs: number) =>
  timerParts(endMs, NOW)
    .map((part) => `${part.text} ${part.label}`)
    .join(' ');

describe('timerParts', () => {
  it('splits into days, hours, minutes and seconds with agreeing nouns', () => {
    expect(text(NOW + 21 * DAY + 3 * HOUR + 5 * MIN + 9 * SEC)).toBe('21 день 03 часа 05 минут 09 секунд');
    expect(text(NOW + 2 * DAY + 1 * HOUR + 22 * MIN + 1 * SEC)).toBe('2 дня 01 час 22 минуты 01 секунда');
    expect(text(NOW + 11 * DAY + 14 * HOUR + 11 * MIN + 12 * SEC)).toBe('11 дней 14 часов 11 минут 12 секунд');
  });

  it('keeps all four units under a day, floors partial seconds and never goes below zero', () => {
    expect(text(NOW + 59 * SEC + 999)).toBe('0 дней 00 часов 00 минут 59 секунд');
    expect(text(NOW - 5 * SEC)).toBe('0 дней 00 часов 00 минут 00 секунд');
  });

  it('gives screen readers the time without seconds', () => {
    expect(timerSentence(timerParts(NOW + DAY + 2 * HOUR + 3 * MIN + 4 * SEC, NOW))).toBe(
      'До конца акции 1 день 2 часа 3 минуты',
    );
  });
});
