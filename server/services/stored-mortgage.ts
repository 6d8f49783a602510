/**
 * The «ипотека от … ₽/мес.» stored with each home (`lots.min_mortgage`): the
 * payment at the developer's own subsidised programme. The seed writes it
 * for the demo lots and the lots import for the lots it writes, so both use
 * this one formula. The site shows the best offer of all the programmes
 * instead (computed with the same arithmetic when the catalogue loads,
 * services/lots/mortgage-offers.ts); the column says which lots are sold on
 * a mortgage at all.
 */
import { calculateMortgage, downPaymentFromPercent } from '../../src/lib/mortgage.ts';

/** The developer's own subsidised programme; the seed writes it as «Ипотека с субсидией застройщика». */
export const BEST_MORTGAGE = { rate: 7.9, downPaymentPercent: 20, years: 30 } as const;

export function monthlyPayment(price: number): number {
  const downPayment = downPaymentFromPercent(price, BEST_MORTGAGE.downPaymentPercent);
  return Math.round(
    calculateMortgage({ price, downPayment, rate: BEST_MORTGAGE.rate, months: BEST_MORTGAGE.years * 12 })
      .monthlyPayment,
  );
}
