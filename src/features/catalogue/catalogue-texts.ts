/**
 * Words of the catalogue that depend on numbers: «Найдено 1 234 лота»
 * (the verb agrees too: «Найден 21 лот»), and the sorting choices.
 */
import { NOUNS, formatCount, pluralRu } from '@/lib/format';
import type { LotOrdering } from '@/schemas/lots';

/** «Найден 1 лот», «Найдено 3 лота», «Найдено 1 234 лота», «Ничего не найдено». */
export function foundText(count: number): string {
  if (count <= 0) return 'Ничего не найдено';
  return `${pluralRu(count, ['Найден', 'Найдено', 'Найдено'])} ${formatCount(count, NOUNS.lot)}`;
}

/** «Показать 24 лота» on the sheet's apply button. */
export function showText(count: number): string {
  return count > 0 ? `Показать ${formatCount(count, NOUNS.lot)}` : 'Ничего не найдено';
}

export const ORDERING_LABELS: Record<LotOrdering, string> = {
  price: 'Сначала дешевле',
  '-price': 'Сначала дороже',
  price_per_m2: 'Цена за м², по возрастанию',
  '-price_per_m2': 'Цена за м², по убыванию',
  area: 'Площадь, по возрастанию',
  '-area': 'Площадь, по убыванию',
  floor: 'Этаж, по возрастанию',
  '-floor': 'Этаж, по убыванию',
  completion: 'Сначала сданные',
  '-completion': 'Сначала поздние сроки',
};
