/**
 * Mortgage and commercial kinds of the purchase contracts (purchase.ts
 * re-exports them), without zod: the mortgage tabs of /purchase/:slug need
 * only these, so that screen loads no schemas (decision 015).
 */

/** Programme kinds, in the order of the mortgage page's tabs. */
export const MORTGAGE_KINDS = ['subsidized', 'family', 'it', 'military', 'standard'] as const;
export type MortgageKind = (typeof MORTGAGE_KINDS)[number];
export const MORTGAGE_KIND_NAMES: Record<MortgageKind, string> = {
  subsidized: 'С субсидией застройщика',
  family: 'Семейная ипотека',
  it: 'IT-ипотека',
  military: 'Военная ипотека',
  standard: 'Стандартная ипотека',
};
export const isMortgageKind = (value: string): value is MortgageKind =>
  (MORTGAGE_KINDS as readonly string[]).includes(value);

export { COMMERCIAL_KINDS, type CommercialKind } from './lot-kinds.ts';
