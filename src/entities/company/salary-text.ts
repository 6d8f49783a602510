/** «от 180 000 ₽», «до 400 000 ₽», «150 000 – 400 000 ₽» a month, or nothing when both bounds are missing. */
import { formatNumber, NBSP } from '@/lib/format';

export function salaryText(from: number | null, to: number | null): string | null {
  const rub = (value: number) => formatNumber(value, { maxDecimals: 0 });
  if (from !== null && to !== null) return `${rub(from)}${NBSP}–${NBSP}${rub(to)}${NBSP}₽`;
  if (from !== null) return `от${NBSP}${rub(from)}${NBSP}₽`;
  if (to !== null) return `до${NBSP}${rub(to)}${NBSP}₽`;
  return null;
}
