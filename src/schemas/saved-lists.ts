/**
 * Plain facts of the saved-lot lists (favorites.ts re-exports them), without
 * zod: the favourites model runs in the start-up bundle and the favourites,
 * compare and print screens need only these, so they load no schemas
 * (decision 015).
 */
import { isCommercialKind, type LotKindValue } from './lot-kinds.ts';

export const LIST_TYPES = ['apartments', 'commercials'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export function listTypeOf(kind: LotKindValue): ListType {
  return isCommercialKind(kind) ? 'commercials' : 'apartments';
}

export const FAVORITES_LIMIT = 100;
export const COMPARISON_LIMIT = 20;
