/**
 * A number with its agreeing noun: `formatCount(21, LOTS)` → «21 лот».
 * The plural rule itself lives in src/lib/plural.ts; this adds the figure.
 */
import { pluralRu, type PluralForms } from '../plural';
import { NBSP, formatNumber } from './number';

export type { PluralForms };
export { pluralRu };

/** Frequent nouns of the catalogue, as (one, few, many). */
export const NOUNS = {
  lot: ['лот', 'лота', 'лотов'],
  flat: ['квартира', 'квартиры', 'квартир'],
  floor: ['этаж', 'этажа', 'этажей'],
  room: ['комната', 'комнаты', 'комнат'],
  project: ['проект', 'проекта', 'проектов'],
  minute: ['минута', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
  day: ['день', 'дня', 'дней'],
  month: ['месяц', 'месяца', 'месяцев'],
  year: ['год', 'года', 'лет'],
} as const satisfies Record<string, PluralForms>;

/** «1 234 квартиры»: thousands grouped with U+00A0, noun agreeing with the count. */
export function formatCount(count: number, forms: PluralForms): string {
  return `${formatNumber(count)}${NBSP}${pluralRu(count, forms)}`;
}
