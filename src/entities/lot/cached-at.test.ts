import { describe, expect, it } from 'vitest';
import { formatCachedAt } from './cached-at';

const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('formatCachedAt', () => {
  it('writes the date in words and the time in 24 hours', () => {
    const at = new Date(2026, 10, 22, 10, 15).toISOString();
    expect(plain(formatCachedAt(at))).toBe('данные на 22 ноября 2026, 10:15');
    expect(plain(formatCachedAt(new Date(2027, 0, 3, 9, 5).toISOString()))).toBe('данные на 3 января 2027, 09:05');
  });

  it('keeps «данные на» and the date together', () => {
    expect(formatCachedAt(new Date(2026, 10, 22, 10, 15).toISOString())).toMatch(/^данные\u00a0на\u00a022\u00a0ноября\u00a02026, /);
  });

  it('says nothing without a valid stamp', () => {
    expect(formatCachedAt(null)).toBeNull();
    expect(formatCachedAt('')).toBeNull();
    expect(formatCachedAt('not a date')).toBeNull();
  });
});
