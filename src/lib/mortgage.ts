/**
 * The mortgage arithmetic of /purchase/mortgage: the annuity payment
 * P·r / (1 − (1 + r)^−n) with r the monthly rate, and what follows from it.
 * Pure and shared: the calculator, the programme table and the tests use the
 * same numbers, so a visitor never sees two payments for one set of inputs.
 *
 * Sums are rounded to kopecks at the end (as bank calculators show them:
 * 10 000 000 ₽ at 12 % for 20 years → 110 108,61 ₽), never in between.
 */
import { MONTHS_MAX } from '../schemas/field-limits';

/**
 * Banks keep the payment within half of the borrower's income (the Bank of
 * Russia's PTI limit of 50 %), so the income a borrower needs is twice the payment.
 */
const PAYMENT_TO_INCOME = 0.5;

/** Rounds to kopecks; `Number.EPSILON` keeps 0.005 from flooring on binary floats. */
export function roundKopecks(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}

/** Monthly annuity payment, unrounded. Zero or negative inputs give 0; a zero rate splits the loan evenly. */
export function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  if (!(principal > 0) || !(months > 0) || !Number.isFinite(principal)) return 0;
  const rate = Math.max(0, annualRatePercent) / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

export interface MortgageInputs {
  /** Price of the home, roubles. */
  price: number;
  /** Own money paid at once, roubles. */
  downPayment: number;
  /** Annual rate, percent. */
  rate: number;
  /** Loan term, months. */
  months: number;
}

export interface MortgageResult {
  /** Price minus the down payment, never negative. */
  loan: number;
  /** Monthly payment, kopecks precision. */
  monthlyPayment: number;
  /** Everything paid to the bank over the term. */
  totalPaid: number;
  /** Interest: total paid minus the loan. */
  overpayment: number;
  /** Monthly income the bank will want to see (see PAYMENT_TO_INCOME). */
  requiredIncome: number;
}

export function calculateMortgage({ price, downPayment, rate, months }: MortgageInputs): MortgageResult {
  const loan = Math.max(0, price - Math.max(0, downPayment));
  const exact = annuityPayment(loan, rate, months);
  const monthlyPayment = roundKopecks(exact);
  // The total comes from the rounded payment: that is what the borrower actually pays each month.
  const totalPaid = roundKopecks(monthlyPayment * Math.max(0, months));
  return {
    loan,
    monthlyPayment,
    totalPaid,
    overpayment: loan > 0 ? roundKopecks(Math.max(0, totalPaid - loan)) : 0,
    requiredIncome: roundKopecks(monthlyPayment / PAYMENT_TO_INCOME),
  };
}

/** Down payment as a percent of the price, two decimals at most like every number field («20,25 %»); 0 for no price. */
export function downPaymentPercent(price: number, downPayment: number): number {
  if (!(price > 0)) return 0;
  return Math.round((downPayment / price) * 10_000) / 100;
}

/** Down payment in whole roubles for a percent of the price. */
export function downPaymentFromPercent(price: number, percent: number): number {
  return Math.round((Math.max(0, price) * Math.max(0, percent)) / 100);
}

/** What a programme lends on: the fields of `MortgageProgram` the arithmetic needs. */
export interface ProgramTerms {
  rate: number;
  min_down_payment_percent: number;
  max_term_years: number;
  max_amount: number;
}

/** Longest loan the site calculates (spec §5: months ≤ 360). */
const LOAN_MONTHS_MAX = MONTHS_MAX;

export interface ProgramOffer<P extends ProgramTerms = ProgramTerms> {
  program: P;
  /** The programme's minimum share of the price, whole roubles. */
  downPayment: number;
  /** The programme's longest term, months. */
  months: number;
  result: MortgageResult;
}

/**
 * A programme's offer on a price: its lowest down payment and its longest
 * term, the cheapest month it allows. Null when it would have to lend more
 * than its limit (or there is nothing to lend).
 */
export function programOffer<P extends ProgramTerms>(program: P, price: number): ProgramOffer<P> | null {
  const downPayment = downPaymentFromPercent(price, program.min_down_payment_percent);
  const months = Math.min(LOAN_MONTHS_MAX, program.max_term_years * 12);
  const loan = price - downPayment;
  if (!(loan > 0) || loan > program.max_amount || !(months > 0)) return null;
  return {
    program,
    downPayment,
    months,
    result: calculateMortgage({ price, downPayment, rate: program.rate, months }),
  };
}

/**
 * The lowest monthly payment any of `programs` offers on `price` — the lot's
 * «В ипотеку от … ₽/мес.» (server) and the offer the calculator opens with
 * from a lot (client): one rule, so the two figures are the same. Ties go to
 * the earlier programme (the API lists them lowest rate first).
 */
export function bestProgramOffer<P extends ProgramTerms>(
  programs: readonly P[],
  price: number,
): ProgramOffer<P> | null {
  let best: ProgramOffer<P> | null = null;
  for (const program of programs) {
    const offer = programOffer(program, price);
    if (offer && (!best || offer.result.monthlyPayment < best.result.monthlyPayment)) best = offer;
  }
  return best;
}
