/**
 * Russian month and weekday names (spec §9) and date texts such as
 * «21 ноября 2026». Names are lower case, as Russian writes them inside a
 * sentence; `capitalize` makes a heading («Ноябрь 2026»).
 *
 * A moment (a timestamp, a Date, an ISO string with a time) is written as the
 * day it is in Moscow, where the company is, whatever the clock zone of the
 * server or the visitor: the server's page and the hydrating browser then
 * draw the same day (decision 032). A bare `2026-11-21` is that day as is.
 */
import { MOSCOW_TIME_ZONE } from '@/schemas/moscow-time-zone';
import { NBSP } from './number';

/** Nominative: «ноябрь» (a month on its own, a heading of a photo report). */
export const MONTHS_NOMINATIVE = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** Genitive: «21 ноября» (a day of the month). */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/** Monday first, as Russian calendars are laid out. */
export const WEEKDAYS = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;
const WEEKDAYS_SHORT = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Date from a Date, a timestamp or an ISO string. A bare `2026-11-21` is
 * read as a local date: `new Date('2026-11-21')` means UTC midnight, which
 * is still the 20th west of Greenwich. Invalid input gives null.
 */
export function toDate(input: DateInput): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'string') {
    const match = DATE_ONLY.exec(input.trim());
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Month by its 0-based index (as `Date#getMonth`), nominative or genitive. */
export function monthName(month: number, form: 'nominative' | 'genitive' = 'nominative'): string {
  return (form === 'genitive' ? MONTHS_GENITIVE : MONTHS_NOMINATIVE)[month] ?? '';
}

/** A calendar day: `month` 0-based (as `Date#getMonth`), `weekday` 0 for Monday. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** From calendar fields; out-of-range days roll over as `new Date(y, m, d)` does (31 April is 1 May). */
function calendarDay(year: number, month: number, day: number): CalendarDay {
  const date = new Date(Date.UTC(year, month, day));
  // getUTCDay() counts from Sunday; the tables start on Monday.
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() + 6) % 7,
  };
}

let moscowFormat: Intl.DateTimeFormat | undefined;

/**
 * The first Moscow date costs the time zone's data (~20 ms on a slow phone, the
 * footer's copyright year asks it): made in a task of its own at start-up
 * (main.tsx), like warmUpNumberFormat, not inside the render after hydration.
 */
export function warmUpDateFormat(): void {
  moscowDay(0);
}

/** The day an input is in Moscow; a bare `2026-11-21` is that day. Invalid input gives null. */
export function moscowDay(input: DateInput): CalendarDay | null {
  if (typeof input === 'string') {
    const match = DATE_ONLY.exec(input.trim());
    if (match) return calendarDay(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = toDate(input);
  if (!date) return null;
  moscowFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MOSCOW_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = Object.fromEntries(moscowFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return calendarDay(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
}

/** Weekday of a date (in Moscow): «пятница», or «пт» with `short`. */
export function weekdayName(input: DateInput, { short = false } = {}): string {
  const day = moscowDay(input);
  if (!day) return '';
  return (short ? WEEKDAYS_SHORT : WEEKDAYS)[day.weekday];
}

/** «21 ноября 2026» (the day in Moscow); `withYear: false` gives «21 ноября». */
export function formatDate(input: DateInput, { withYear = true } = {}): string {
  const day = moscowDay(input);
  if (!day) return '';
  const dayMonth = `${day.day}${NBSP}${MONTHS_GENITIVE[day.month]}`;
  return withYear ? `${dayMonth}${NBSP}${day.year}` : dayMonth;
}

/** «Ноябрь 2026»: a month heading (construction progress by month), the month in Moscow. */
export function formatMonthYear(input: DateInput): string {
  const day = moscowDay(input);
  if (!day) return '';
  return `${capitalize(MONTHS_NOMINATIVE[day.month])}${NBSP}${day.year}`;
}
