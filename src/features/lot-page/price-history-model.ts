/**
 * The lot's price over time as a step line (issue 32): a price holds until
 * the next change, so the line runs flat and steps; the last step runs to
 * `now`. Coordinates in a fixed box the SVG scales; pure, so the server and
 * the browser draw the same path.
 */
import type { PricePoint } from '@/schemas/lots';
import { formatDate, formatPrice } from '@/lib/format';

export const CHART_BOX = { width: 600, height: 160, pad: 8 } as const;

export interface PriceChart {
  /** SVG path `d` of the step line. */
  path: string;
  /** The changes, oldest first, for the table a screen reader reads. */
  rows: Array<{ date: string; price: string }>;
  /** «с 1 мая 2026: от 45,6 до 47,1 млн ₽». */
  summary: string;
  /** Axis labels: the highest and lowest price, the first date. */
  axis: { high: string; low: string; start: string };
}

/** Null with fewer than two prices: one price has no history to draw. */
export function priceChart(history: readonly PricePoint[], now: number): PriceChart | null {
  if (history.length < 2) return null;
  const times = history.map((point) => Date.parse(point.date));
  const start = times[0]!;
  const end = Math.max(now, times.at(-1)! + 1);
  const prices = history.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const { width, height, pad } = CHART_BOX;
  const x = (time: number) => pad + ((time - start) / (end - start)) * (width - 2 * pad);
  // Equal prices would divide by zero: such a line is drawn across the middle.
  const y = (price: number) => (high === low ? height / 2 : pad + ((high - price) / (high - low)) * (height - 2 * pad));
  const round = (value: number) => Math.round(value * 10) / 10;
  let path = `M${round(x(times[0]!))} ${round(y(prices[0]!))}`;
  for (let index = 1; index < history.length; index++) {
    path += ` H${round(x(times[index]!))} V${round(y(prices[index]!))}`;
  }
  path += ` H${round(x(end))}`;
  return {
    path,
    rows: history.map((point) => ({ date: formatDate(point.date), price: formatPrice(point.price) })),
    summary: `с ${formatDate(history[0]!.date)}: от ${formatPrice(low)} до ${formatPrice(high)}`,
    axis: { high: formatPrice(high), low: formatPrice(low), start: formatDate(history[0]!.date) },
  };
}
