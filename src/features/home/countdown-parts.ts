/**
 * Promotion countdown wording: always days, hours, minutes and seconds
 * («12 дней 3 часа 5 минут 9 секунд»), so a ticking timer keeps its four
 * boxes and nothing on the card moves. Pure; the component only ticks.
 */
import { pluralRu, type PluralForms } from '@/lib/plural';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TimerUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export interface TimerPart {
  unit: TimerUnit;
  value: number;
  /** Two digits for hours, minutes and seconds, like a clock face. */
  text: string;
  label: string;
}

const FORMS: Record<TimerUnit, PluralForms> = {
  days: ['день', 'дня', 'дней'],
  hours: ['час', 'часа', 'часов'],
  minutes: ['минута', 'минуты', 'минут'],
  seconds: ['секунда', 'секунды', 'секунд'],
};

/** Whole units left until `endMs` at `nowMs`, never below zero. */
export function timerParts(endMs: number, nowMs: number): TimerPart[] {
  const left = Math.max(0, endMs - nowMs);
  const values: Array<[TimerUnit, number]> = [
    ['days', Math.floor(left / DAY)],
    ['hours', Math.floor((left % DAY) / HOUR)],
    ['minutes', Math.floor((left % HOUR) / MINUTE)],
    ['seconds', Math.floor((left % MINUTE) / SECOND)],
  ];
  return values.map(([unit, value]) => ({
    unit,
    value,
    text: unit === 'days' ? String(value) : String(value).padStart(2, '0'),
    label: pluralRu(value, FORMS[unit]),
  }));
}

/** What a screen reader hears: «До конца акции 12 дней 3 часа 5 минут» (seconds would be noise). */
export function timerSentence(parts: TimerPart[]): string {
  const spoken = parts.filter((part) => part.unit !== 'seconds').map((part) => `${part.value} ${part.label}`);
  return `До конца акции ${spoken.join(' ')}`;
}
