import { describe, expect, it } from 'vitest';
import { priceDateOf } from './price-date';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('priceDateOf', () => {
  it('is now for live data', () => {
    expect(priceDateOf([{ cachedAt: null }, {}], NOW)).toEqual(NOW);
  });

  it('is the oldest kept copy offline, ignoring unreadable stamps', () => {
    const dates = [
      { cachedAt: '2026-11-20T08:00:00Z' },
      { cachedAt: '2026-11-18T08:00:00Z' },
      { cachedAt: 'garbage' },
      { cachedAt: null },
    ];
    expect(priceDateOf(dates, NOW).toISOString()).toBe('2026-11-18T08:00:00.000Z');
  });
});
