/**
 * Dates and times of the lead forms (spec §5, §9) as plain functions: the
 * zod builders of lead-fields.ts wrap them, and the form components use the
 * same `visitSlots` and `moscowToday`. Re-exported from lead-fields.ts.
 *
 * Dates and times are judged in Moscow time: the sales office is there,
 * whatever the visitor's or the server's clock zone.
 */
import { MOSCOW_TIME_ZONE } from './moscow-time-zone.ts';

/** Spec §5 date and time messages, word for word (merged into FIELD_MESSAGES). */
export const DATE_MESSAGES = {
  dateFormat: 'Неверный формат даты',
  dayOver31: 'День не может быть больше 31',
  monthOver12: 'Месяц не может быть больше 12',
  pastDate: 'Дата должна быть позже текущей',
  yearBelow1900: 'Год не может быть меньше 1900х',
  yearAboveCurrent: 'Год не может быть больше текущего',
  threeWeeks: 'Записаться можно только на 3 недели вперёд',
  /** Spec §5: hour over 23 or minutes over 59 give the general message. */
  timeFormat: 'Неверный формат',
  workingHours: 'Менеджер работает с 9:00 до 21:00',
  halfHours: 'Минуты должны быть равны 00 или 30',
} as const;

/** Spec §9: booking up to 3 weeks ahead; working hours 9:00-21:00; slots every 30 minutes. */
const BOOKING_DAYS_AHEAD = 21;
const WORK_START_MINUTES = 9 * 60;
const WORK_END_MINUTES = 21 * 60;
const SLOT_MINUTES = 30;
const MIN_YEAR = 1900;

const DAY_MS = 86_400_000;

let moscowFormat: Intl.DateTimeFormat | undefined;

/** Today in Moscow: a comparable day number (UTC midnight of that calendar day / 86 400 000), the year and minutes since midnight. */
export function moscowToday(now: Date = new Date()): { day: number; year: number; minutes: number } {
  moscowFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: MOSCOW_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(moscowFormat.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  return {
    day: utcDay(year, Number(parts.month), Number(parts.day)),
    year,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Day number of a calendar date; `Date.UTC` alone would read years 0-99 as 1900-1999. */
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / DAY_MS;
}

const DATE_RE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Parses dd/mm/yyyy into a day number, or the §5 message of what is wrong,
 * checked in this order: format, day over 31, month over 12, a day that the
 * month does not have (00, 31/04, 29/02 of a common year) as a format error.
 */
export function parseDate(value: string): { day: number; year: number } | { error: string } {
  const match = DATE_RE.exec(value);
  if (!match) return { error: DATE_MESSAGES.dateFormat };
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (d > 31) return { error: DATE_MESSAGES.dayOver31 };
  if (m > 12) return { error: DATE_MESSAGES.monthOver12 };
  if (d < 1 || m < 1) return { error: DATE_MESSAGES.dateFormat };
  const day = utcDay(y, m, d);
  const check = new Date(day * DAY_MS);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== m - 1) return { error: DATE_MESSAGES.dateFormat };
  return { day, year: y };
}

/** A visit date: today (Moscow) up to 3 weeks ahead inclusive; the §5 message or null. */
export function visitDateError(value: string, now: Date = new Date()): string | null {
  const parsed = parseDate(value);
  if ('error' in parsed) return parsed.error;
  const today = moscowToday(now).day;
  if (parsed.day < today) return DATE_MESSAGES.pastDate;
  if (parsed.day > today + BOOKING_DAYS_AHEAD) return DATE_MESSAGES.threeWeeks;
  return null;
}

/** A date in the past (birth, issue): year from 1900 up to the current (Moscow) one; the §5 message or null. */
export function pastDateError(value: string, now: Date = new Date()): string | null {
  const parsed = parseDate(value);
  if ('error' in parsed) return parsed.error;
  if (parsed.year < MIN_YEAR) return DATE_MESSAGES.yearBelow1900;
  if (parsed.year > moscowToday(now).year) return DATE_MESSAGES.yearAboveCurrent;
  return null;
}

const TIME_RE = /^(\d{2}):(\d{2})$/;

/**
 * Minutes since midnight of a visit time hh:mm, or the §5 message: format
 * (hour over 23, minutes over 59), then working hours, then half hours.
 * A visit starts at 20:30 at the latest (the last slot): 21:00 is outside.
 */
export function parseTime(value: string): { minutes: number } | { error: string } {
  const match = TIME_RE.exec(value);
  if (!match) return { error: DATE_MESSAGES.timeFormat };
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (h > 23 || m > 59) return { error: DATE_MESSAGES.timeFormat };
  const minutes = h * 60 + m;
  if (minutes < WORK_START_MINUTES || minutes >= WORK_END_MINUTES) return { error: DATE_MESSAGES.workingHours };
  if (m !== 0 && m !== 30) return { error: DATE_MESSAGES.halfHours };
  return { minutes };
}

/** Visit slots every 30 minutes within working hours: 09:00 … 20:30. */
export function visitSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = WORK_START_MINUTES; minutes < WORK_END_MINUTES; minutes += SLOT_MINUTES) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
}
