/**
 * Russian month and weekday names (spec §9) and date texts such as
 * «21 ноября 2026». Names are lower case, as Russian writes them inside a
 * sentence; `capitalize` makes a heading («Ноябрь 2026»).
 */
import { NBSP } from './number';

/** Nominative: «ноябрь» (a month on its own, a heading of a photo report). */
export const MONTHS_NOMINATIVE = [
  'январь', 'февраль', 'март', 'апрель', 'май', 'июнь',
  'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь',
] as const;

/** Genitive: «21 ноября» (a day of the month). */
export const MONTHS_GENITIVE = [
  'января', 'февраля', 'марта', 'апреля', 'мая', 'июня',
  'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря',
] as const;

/** Monday first, as Russian calendars are laid out. */
export const WEEKDAYS = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;
export const WEEKDAYS_SHORT = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'] as const;

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

/** Weekday of a date: «пятница», or «пт» with `short`. */
export function weekdayName(input: DateInput, { short = false } = {}): string {
  const date = toDate(input);
  if (!date) return '';
  // getDay() counts from Sunday; the tables start on Monday.
  const index = (date.getDay() + 6) % 7;
  return (short ? WEEKDAYS_SHORT : WEEKDAYS)[index];
}

/** «21 ноября 2026»; `withYear: false` gives «21 ноября». */
export function formatDate(input: DateInput, { withYear = true } = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const dayMonth = `${date.getDate()}${NBSP}${MONTHS_GENITIVE[date.getMonth()]}`;
  return withYear ? `${dayMonth}${NBSP}${date.getFullYear()}` : dayMonth;
}

/** «Ноябрь 2026»: a month heading (construction progress by month). */
export function formatMonthYear(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${capitalize(MONTHS_NOMINATIVE[date.getMonth()])}${NBSP}${date.getFullYear()}`;
}
