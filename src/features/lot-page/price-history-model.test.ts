import { describe, expect, it } from 'vitest';
import { NBSP } from '@/lib/format';
import { CHART_BOX, priceChart } from './price-history-model';

const plain = (text: string) => text.replaceAll(NBSP, ' ');
const NOW = Date.parse('2026-12-01T09:00:00+03:00');

describe('priceChart (issue 32)', () => {
  it('draws nothing for one price or none', () => {
    expect(priceChart([], NOW)).toBeNull();
    expect(priceChart([{ date: '2026-05-01T09:00:00Z', price: 10_000_000 }], NOW)).toBeNull();
  });

  it('draws a step line from the first price to now, the highest price at the top', () => {
    const chart = priceChart(
      [
        { date: '2026-06-01T00:00:00Z', price: 12_000_000 },
        { date: '2026-09-01T00:00:00Z', price: 10_000_000 },
      ],
      // 92 days after the change, as the change came 92 days after the first price.
      Date.parse('2026-12-02T00:00:00Z'),
    )!;
    const { width, height, pad } = CHART_BOX;
    expect(chart.path).toBe(`M${pad} ${pad} H${pad + (width - 2 * pad) / 2} V${height - pad} H${width - pad}`);
    expect(chart.rows.map((row) => plain(`${row.date}: ${row.price}`))).toEqual([
      '1 июня 2026: 12,0 млн ₽',
      '1 сентября 2026: 10,0 млн ₽',
    ]);
    expect(plain(chart.summary)).toBe('с 1 июня 2026: от 10,0 млн ₽ до 12,0 млн ₽');
    expect({ high: plain(chart.axis.high), low: plain(chart.axis.low), start: plain(chart.axis.start) }).toEqual({
      high: '12,0 млн ₽',
      low: '10,0 млн ₽',
      start: '1 июня 2026',
    });
  });
});
