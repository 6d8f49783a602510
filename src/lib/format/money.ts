/**
 * Money texts of spec §9. Every space is U+00A0 (see number.ts), so a price
 * never wraps between the figure and «млн ₽».
 *
 * Price per m² is shown in whole roubles («1 250 000 ₽/м²»), not in
 * thousands: the figure then reads the same in the card, the lot page and the
 * compare table, and it never collides with the «тыс ₽» threshold of prices.
 */
import { NBSP, formatNumber } from './number';

const MILLION = 1_000_000;
const THOUSAND = 1_000;

/** «1 234 567,89 ₽»: thousands separated, at most 2 decimals (spec §9). */
export function formatCurrency(value: number): string {
  const figure = formatNumber(value, { maxDecimals: 2 });
  return figure && `${figure}${NBSP}₽`;
}

/** «45,6 млн ₽»: always in millions with one decimal (realty prices, «от X млн ₽» on the genplan). */
export function formatMillions(value: number): string {
  const figure = formatNumber(value / MILLION, { minDecimals: 1, maxDecimals: 1 });
  return figure && `${figure}${NBSP}млн${NBSP}₽`;
}

/**
 * A lot price by spec §9: from 1 000 000 ₽ in millions with one decimal
 * («45,6 млн ₽»), below that in whole thousands («850 тыс ₽»). A price that
 * rounds up to 1 000 thousands is shown as «1,0 млн ₽» instead of
 * «1 000 тыс ₽»; sums under a thousand (never a real price) stay in roubles.
 */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '';
  const size = Math.abs(value);
  if (size >= MILLION || Math.round(size / THOUSAND) >= THOUSAND) return formatMillions(value);
  if (size < THOUSAND) return formatCurrency(Math.round(value));
  return `${formatNumber(value / THOUSAND, { maxDecimals: 0 })}${NBSP}тыс${NBSP}₽`;
}

/** «от 45,6 млн ₽» for the lowest price of a building or project. */
export function formatPriceFrom(value: number): string {
  const price = formatPrice(value);
  return price && `от${NBSP}${price}`;
}

/** «1 250 000 ₽/м²» in whole roubles (see the note at the top). */
export function formatPricePerMeter(value: number): string {
  const figure = formatNumber(value, { maxDecimals: 0 });
  return figure && `${figure}${NBSP}₽/м²`;
}

/** «от 125 400 ₽/мес.»: the monthly mortgage payment of a lot (`min_mortgage`). */
export function formatMortgagePayment(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return '';
  return `от${NBSP}${formatNumber(value, { maxDecimals: 0 })}${NBSP}₽/мес.`;
}

/** Whole-percent discount of `price` against `oldPrice`; 0 when there is none. */
export function discountPercent(oldPrice: number | null | undefined, price: number): number {
  if (!oldPrice || oldPrice <= price || oldPrice <= 0) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}
