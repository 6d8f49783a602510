/**
 * «данные на 22 ноября 2026, 10:15»: when the lot page shows a copy the
 * service worker kept (decision 011). Date in words (no ambiguity between
 * 02.11 and 11.02 for anyone), time as Intl ru-RU writes it, 24-hour clock.
 * Both in Moscow time, as every date on the site (formatDate), so the day and
 * the hour never disagree for a visitor in another zone.
 */
import { formatDate, NBSP } from '@/lib/format';
import { MOSCOW_TIME_ZONE } from '@/schemas/moscow-time-zone';

const TIME = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: MOSCOW_TIME_ZONE });

export function formatCachedAt(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `данные${NBSP}на${NBSP}${formatDate(date)}, ${TIME.format(date)}`;
}
