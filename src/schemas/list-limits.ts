/**
 * List sizes the client needs without zod (decision 015): the «Вы смотрели»
 * block on the home and catalogue screens asks for this many lots, and the
 * query-string helpers (query-params.ts) cap every list at the same number.
 */
export const MAX_ITEMS = 50;

/**
 * Visited lots are kept up to this many; `csv` caps every list at the same number.
 * @alias of MAX_ITEMS, named for what its readers count.
 */
export const LOTS_BY_IDS_LIMIT = MAX_ITEMS;
