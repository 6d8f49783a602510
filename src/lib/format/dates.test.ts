import { describe, expect, it } from 'vitest';
import {
  MONTHS_GENITIVE,
  MONTHS_NOMINATIVE,
  WEEKDAYS,
  capitalize,
  formatDate,
  formatMonthYear,
  monthName,
  moscowDay,
  toDate,
  weekdayName,
} from './dates';

describe('month and weekday names', () => {
  it('has twelve months in both cases and seven weekdays from Monday', () => {
    expect(MONTHS_NOMINATIVE).toHaveLength(12);
    expect(MONTHS_GENITIVE).toHaveLength(12);
    expect(WEEKDAYS[0]).toBe('понедельник');
    expect(WEEKDAYS[6]).toBe('воскресенье');
  });

  it.each([
    [0, 'январь', 'января'],
    [2, 'март', 'марта'],
    [4, 'май', 'мая'],
    [7, 'август', 'августа'],
    [10, 'ноябрь', 'ноября'],
    [11, 'декабрь', 'декабря'],
  ])('month %i: %s / %s', (index, nominative, genitive) => {
    expect(monthName(index)).toBe(nominative);
    expect(monthName(index, 'genitive')).toBe(genitive);
  });

  it('is empty for a month out of range', () => {
    expect(monthName(12)).toBe('');
  });

  it.each([
    ['2026-11-16', 'понедельник', 'пн'],
    ['2026-11-20', 'пятница', 'пт'],
    ['2026-11-21', 'суббота', 'сб'],
    ['2026-11-22', 'воскресенье', 'вс'],
  ])('%s is %s', (date, long, short) => {
    expect(weekdayName(date)).toBe(long);
    expect(weekdayName(date, { short: true })).toBe(short);
  });
});

describe('formatDate', () => {
  it('writes the day and the genitive month', () => {
    expect(formatDate('2026-11-21')).toBe('21\u00a0ноября\u00a02026');
    expect(formatDate(new Date(Date.UTC(2025, 0, 1, 9)))).toBe('1\u00a0января\u00a02025');
    expect(formatDate('2026-03-08', { withYear: false })).toBe('8\u00a0марта');
  });

  it('reads a bare ISO date as a local date', () => {
    expect(toDate('2026-11-21')?.getDate()).toBe(21);
  });

  it('accepts timestamps and full ISO strings', () => {
    const noonMoscow = Date.UTC(2026, 4, 9, 9);
    expect(formatDate(noonMoscow)).toBe('9\u00a0мая\u00a02026');
    expect(formatDate(new Date(noonMoscow).toISOString())).toBe('9\u00a0мая\u00a02026');
  });

  it('writes a moment as the day it is in Moscow, not in the clock zone of the machine', () => {
    // 22:30 UTC on 31 December is already 01:30 on 1 January in Moscow (UTC+3).
    expect(formatDate('2026-12-31T22:30:00Z')).toBe('1\u00a0января\u00a02027');
    expect(formatMonthYear('2026-12-31T22:30:00Z')).toBe('Январь\u00a02027');
    expect(weekdayName('2026-12-31T22:30:00Z')).toBe('пятница');
    // 20:59 UTC is 23:59 in Moscow: still the same day.
    expect(formatDate('2026-11-21T20:59:00Z')).toBe('21\u00a0ноября\u00a02026');
    expect(formatDate('2026-11-21T21:00:00Z')).toBe('22\u00a0ноября\u00a02026');
    // An offset in the string names the moment; Moscow decides the day.
    expect(formatDate('2026-11-21T23:30:00-05:00')).toBe('22\u00a0ноября\u00a02026');
  });

  it('keeps a bare date the same day', () => {
    expect(moscowDay('2026-11-21')).toEqual({ year: 2026, month: 10, day: 21, weekday: 5 });
    // Out-of-range days roll over as before (31 April is 1 May).
    expect(formatDate('2026-04-31')).toBe('1\u00a0мая\u00a02026');
  });

  it('is empty for an invalid date', () => {
    expect(formatDate('вчера')).toBe('');
    expect(weekdayName('вчера')).toBe('');
    expect(formatMonthYear(Number.NaN)).toBe('');
  });
});

describe('formatMonthYear', () => {
  it('capitalises the nominative month', () => {
    expect(formatMonthYear('2026-11-21')).toBe('Ноябрь\u00a02026');
    expect(capitalize('май')).toBe('Май');
  });
});
