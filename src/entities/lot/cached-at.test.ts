import { describe, expect, it } from 'vitest';
import { formatCachedAt } from './cached-at';

const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('formatCachedAt', () => {
  it('writes the date in words and the time in 24 hours, both in Moscow', () => {
    expect(plain(formatCachedAt('2026-11-22T07:15:00Z'))).toBe('данные на 22 ноября 2026, 10:15');
    expect(plain(formatCachedAt('2027-01-03T06:05:00Z'))).toBe('данные на 3 января 2027, 09:05');
    // 22:30 UTC is 01:30 the next day in Moscow: the day and the hour agree.
    expect(plain(formatCachedAt('2026-11-22T22:30:00Z'))).toBe('данные на 23 ноября 2026, 01:30');
  });

  it('keeps «данные на» and the date together', () => {
    expect(formatCachedAt('2026-11-22T07:15:00Z')).toMatch(/^данные\u00a0на\u00a022\u00a0ноября\u00a02026, /);
  });

  it('says nothing without a valid stamp', () => {
    expect(formatCachedAt(null)).toBeNull();
    expect(formatCachedAt('')).toBeNull();
    expect(formatCachedAt('not a date')).toBeNull();
  });
});
