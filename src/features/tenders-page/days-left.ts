/**
 * How long a tender still takes offers, in whole days rounded up, so the
 * last hours still read «остался 1 день»: «осталось 5 дней», «остался
 * 21 день». Past the deadline there is nothing to count.
 */
import { formatCount, NOUNS, pluralRu } from '@/lib/format';

const DAY_MS = 86_400_000;

/** `now`: the page's clock (useClock), never read here, so the server and the hydrating page agree. */
export function daysLeft(deadline: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - now.getTime()) / DAY_MS));
}

export function daysLeftText(deadline: string, now: Date): string | null {
  const days = daysLeft(deadline, now);
  if (days === 0) return null;
  return `${pluralRu(days, ['остался', 'осталось', 'осталось'])} ${formatCount(days, NOUNS.day)}`;
}
