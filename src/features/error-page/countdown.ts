/**
 * Maintenance countdown arithmetic and wording (spec §2, §4): pure, so the
 * page only ticks a clock. Days, hours and minutes while more than 24 hours
 * remain; hours and minutes after that.
 */
import { pluralRu, type PluralForms } from '@/lib/plural';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type CountdownUnit = 'days' | 'hours' | 'minutes';

export interface CountdownPart {
  unit: CountdownUnit;
  value: number;
  label: string;
}

const FORMS: Record<CountdownUnit, PluralForms> = {
  days: ['день', 'дня', 'дней'],
  hours: ['час', 'часа', 'часов'],
  minutes: ['минута', 'минуты', 'минут'],
};

/** The end time in ms, or null when it is missing or unreadable. */
export function parseUntil(until: string | null | undefined): number | null {
  if (!until) return null;
  const ms = Date.parse(until);
  return Number.isFinite(ms) ? ms : null;
}

/** Milliseconds left, or null when there is nothing to count (time missing or past). */
export function remainingMs(now: number, until: number | null): number | null {
  if (until === null) return null;
  const left = until - now;
  return left > 0 ? left : null;
}

/** The units to show for a remaining time, largest first; minutes are floored like a clock. */
export function countdownParts(leftMs: number): CountdownPart[] {
  const left = Math.max(0, leftMs);
  const part = (unit: CountdownUnit, value: number): CountdownPart => ({
    unit,
    value,
    label: pluralRu(value, FORMS[unit]),
  });
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (left > DAY) {
    return [
      part('days', Math.floor(left / DAY)),
      part('hours', Math.floor((left % DAY) / HOUR)),
      part('minutes', minutes),
    ];
  }
  return [part('hours', Math.floor(left / HOUR)), part('minutes', minutes)];
}

/** One sentence for screen readers and tests: «2 дня 3 часа 15 минут». */
export function formatCountdown(parts: CountdownPart[]): string {
  return parts.map((p) => `${p.value} ${p.label}`).join(' ');
}
