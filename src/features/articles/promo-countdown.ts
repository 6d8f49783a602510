/**
 * Time left in a promotion (spec §4 countdown rules, as for maintenance):
 * days, hours and minutes while more than 24 hours remain, then hours,
 * minutes and seconds; past the end the promotion is over.
 */
import { NOUNS, formatCount, formatDate } from '@/lib/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface CountdownUnit {
  value: number;
  /** «дня», «часов»… agreeing with the value. */
  label: string;
}

export interface PromoTimeLeft {
  expired: boolean;
  units: CountdownUnit[];
}

const UNIT_FORMS = {
  day: NOUNS.day,
  hour: NOUNS.hour,
  minute: NOUNS.minute,
  second: ['секунда', 'секунды', 'секунд'],
} as const;

function unit(value: number, forms: readonly [string, string, string]): CountdownUnit {
  return { value, label: formatCount(value, forms).split('\u00a0').slice(1).join('\u00a0') };
}

export function promoTimeLeft(endsAt: string | null, now: number): PromoTimeLeft {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  if (Number.isNaN(end)) return { expired: false, units: [] };
  const left = end - now;
  if (left <= 0) return { expired: true, units: [] };
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  const units =
    left > DAY
      ? [unit(days, UNIT_FORMS.day), unit(hours, UNIT_FORMS.hour), unit(minutes, UNIT_FORMS.minute)]
      : [unit(hours, UNIT_FORMS.hour), unit(minutes, UNIT_FORMS.minute), unit(seconds, UNIT_FORMS.second)];
  return { expired: false, units };
}

/** The card's short badge: «Осталось 5 дней», «Последний день», «Акция завершена». */
export function promoBadge(endsAt: string | null, now: number): string | null {
  if (!endsAt) return null;
  const left = Date.parse(endsAt) - now;
  if (Number.isNaN(left)) return null;
  if (left <= 0) return 'Акция завершена';
  if (left <= DAY) return 'Последний день';
  const days = Math.ceil(left / DAY);
  return `${days % 10 === 1 && days % 100 !== 11 ? 'Остался' : 'Осталось'} ${formatCount(days, NOUNS.day)}`;
}

/** «до 14 декабря 2026» for the dates line. */
export function promoUntil(endsAt: string): string {
  return `до ${formatDate(endsAt)}`;
}
