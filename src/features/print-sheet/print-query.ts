/**
 * `/print?id=123` or `/print?ids=1,2,3` → the lot ids to print, in the order
 * given, without repeats. Pure, so the screen and the tests agree on what a
 * valid address is. Anything that is not a positive whole number makes the
 * whole query invalid: printing part of a mistyped list would look complete.
 */
import { FAVORITES_LIMIT } from '@/schemas/saved-lists';

/** A whole favourites tab fits: /favorites links «Распечатать» here with its ids. */
export const PRINT_LIMIT = FAVORITES_LIMIT;

export type PrintQuery = { ok: true; ids: number[] } | { ok: false; reason: 'missing' | 'invalid' | 'too-many' };

const ID_RE = /^\d{1,10}$/;

export function parsePrintQuery(search: URLSearchParams): PrintQuery {
  const raw = [...search.getAll('id'), ...search.getAll('ids')].flatMap((value) => value.split(','));
  const parts = raw.map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return { ok: false, reason: 'missing' };
  const ids: number[] = [];
  for (const part of parts) {
    const id = ID_RE.test(part) ? Number(part) : NaN;
    if (!(id > 0 && id <= 2_147_483_647)) return { ok: false, reason: 'invalid' };
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > PRINT_LIMIT ? { ok: false, reason: 'too-many' } : { ok: true, ids };
}

export const PRINT_QUERY_MESSAGES: Record<Exclude<PrintQuery, { ok: true }>['reason'], string> = {
  missing: 'Не выбраны лоты для печати. Откройте печать со страницы лота или из избранного.',
  invalid: 'В адресе страницы печати ошибка: номера лотов указаны неверно.',
  'too-many': `За один раз можно распечатать не больше ${PRINT_LIMIT} лотов.`,
};

/** The `/print` address of these lots. */
export function printPath(ids: readonly number[]): string {
  return ids.length === 1 ? `/print?id=${ids[0]}` : `/print?ids=${ids.join(',')}`;
}
