import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatBytes', () => {
  it.each([
    [0, '0\u00a0Б'],
    [512, '512\u00a0Б'],
    [1023, '1\u00a0023\u00a0Б'],
    [KB, '1\u00a0КБ'],
    [1536, '1,5\u00a0КБ'],
    [1.5 * MB, '1,5\u00a0МБ'],
    [10 * MB, '10\u00a0МБ'],
    [2.25 * GB, '2,3\u00a0ГБ'],
    [3 * TB, '3\u00a0ТБ'],
    [2048 * TB, '2\u00a0048\u00a0ТБ'],
    [MB - 1, '1\u00a0МБ'],
  ])('%d → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });

  it('takes more decimals when asked', () => {
    expect(formatBytes(1.256 * MB, 2)).toBe('1,26\u00a0МБ');
  });

  it('is empty for nonsense', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});
