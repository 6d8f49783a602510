/**
 * Words of the favourites screen: the tab names of the two list types
 * (spec §2: commercial, premise and office lots are «commercials»), the
 * undo messages and the default tab. Pure, so the tests share them.
 */
import { formatCount, NBSP, NOUNS } from '@/lib/format';
import { pluralRu } from '@/lib/plural';
import { LIST_TYPES, type ListType } from '@/schemas/saved-lists';

export const TYPE_LABELS: Record<ListType, string> = {
  apartments: 'Квартиры и апартаменты',
  commercials: 'Коммерческие помещения',
};

/** Where to find more lots of a type: the catalogue, on its commercial tab for commercials. */
export const CATALOGUE_LINKS: Record<ListType, string> = {
  apartments: '/lots',
  commercials: '/lots?type=commercials',
};

export const TYPE_PARAM = 'type';

export function parseListType(value: string | null): ListType | null {
  return (LIST_TYPES as readonly string[]).includes(value ?? '') ? (value as ListType) : null;
}

/** The tab to open when the URL names none: the first one that has lots. */
export function defaultListType(counts: Record<ListType, number>): ListType {
  return LIST_TYPES.find((type) => counts[type] > 0) ?? LIST_TYPES[0];
}

/** «Лот № 12 удалён из избранного.» */
export function removedText(number: string): string {
  return `Лот №${NBSP}${number} удалён из избранного.`;
}

/** «Из избранного удалено 5 лотов.», «…удалён 1 лот.», «…удалены 2 лота.» */
export function clearedText(count: number): string {
  return `Из избранного ${pluralRu(count, ['удалён', 'удалены', 'удалено'])} ${formatCount(count, NOUNS.lot)}.`;
}
