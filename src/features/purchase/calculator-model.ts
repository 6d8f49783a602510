/**
 * State of the mortgage calculator as a pure reducer: price, down payment
 * (roubles and percent, linked both ways), term in months, rate, and the
 * programme whose terms bound them. Every action leaves a consistent state —
 * the down payment never below the programme's minimum nor above
 * MAX_DOWN_PERCENT of the price, the term within 12…360 months (spec §5:
 * months ≤ 360) and the programme's own limit, the rate within 0…100 %.
 */
import { formatMillions } from '@/lib/format';
import { downPaymentFromPercent, downPaymentPercent } from '@/lib/mortgage';
import { MONTHS_MAX, PERCENT_MAX } from '@/schemas/field-limits';
import type { PurchaseOffers } from '@/lib/purchase-terms';
import type { MortgageProgram } from '@/schemas/purchase';

export const PRICE_MIN = 3_000_000;
export const PRICE_MAX = 150_000_000;
export const PRICE_STEP = 100_000;
export const DOWN_STEP = 50_000;
export const TERM_MIN_MONTHS = 12;
const TERM_MAX_MONTHS = MONTHS_MAX;
/** Banks lend at least a tenth of the price; more than that is a full payment. */
const MAX_DOWN_PERCENT = 90;
export const RATE_MAX = PERCENT_MAX;

export interface CalculatorState {
  price: number;
  /** PRICE_MAX, or a dearer lot's price the calculator was opened with (its slider reaches it). */
  priceMax: number;
  downPayment: number;
  months: number;
  rate: number;
  /** Lowest down payment the chosen programme accepts — or, before a choice, the lowest of all programmes (percent). */
  minDownPercent: number;
  /** Longest term of the chosen programme — or, before a choice, the longest of all (months). */
  maxMonths: number;
  programId: number | null;
  programName: string | null;
  /** The rate is the visitor's own (typed), not the programmes' lowest nor a chosen one's. */
  ownRate: boolean;
}

export type CalculatorAction =
  | { type: 'price'; value: number }
  | { type: 'downPayment'; value: number }
  | { type: 'downPercent'; value: number }
  | { type: 'months'; value: number }
  | { type: 'rate'; value: number }
  | { type: 'program'; program: MortgageProgram }
  /** A programme's own offer on a price (bestProgramOffer): its minimum down payment and longest term. */
  | { type: 'offer'; program: MortgageProgram; price: number };

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

export function downPaymentBounds(state: Pick<CalculatorState, 'price' | 'minDownPercent'>): {
  min: number;
  max: number;
} {
  return {
    min: downPaymentFromPercent(state.price, state.minDownPercent),
    max: downPaymentFromPercent(state.price, MAX_DOWN_PERCENT),
  };
}

function withDownPayment(state: CalculatorState, value: number): CalculatorState {
  const { min, max } = downPaymentBounds(state);
  return { ...state, downPayment: Math.round(clamp(value, min, max)) };
}

const DEFAULT_PRICE = 15_000_000;
/** A lot dearer than PRICE_MAX keeps its price: the slider's end moves to it, on a whole step. */
const priceCeiling = (price: number) => Math.max(PRICE_MAX, Math.ceil(price / PRICE_STEP) * PRICE_STEP);
/** The share the calculator opens with, unless the programmes ask for more. */
const DEFAULT_DOWN_PERCENT = 20;
/** Only when the API states no programme at all: a rate to show something sensible with. */
const FALLBACK_RATE = 7.9;
/** Terms of a calculator drawn without its method (tests, the UI kit): a typical subsidised programme. */
const TYPICAL_OFFERS: PurchaseOffers = {
  rate_from: FALLBACK_RATE,
  down_payment_from: DEFAULT_DOWN_PERCENT,
  term_months_max: TERM_MAX_MONTHS,
};

/**
 * The calculator before any choice, bounded by the programmes the page's
 * headline summarises (`offers`: the method's «ставка от», «первый взнос от»,
 * «срок до»): it starts at their lowest rate and longest term, and its
 * minimum down payment is their lowest one — the hero and the calculator say
 * the same figures. A lot's price (`price`) replaces the default one.
 */
export function initialCalculator({
  price = DEFAULT_PRICE,
  offers = TYPICAL_OFFERS,
}: { price?: number; offers?: PurchaseOffers } = {}): CalculatorState {
  const minDownPercent = offers.down_payment_from ?? 0;
  const maxMonths = clamp(offers.term_months_max ?? TERM_MAX_MONTHS, TERM_MIN_MONTHS, TERM_MAX_MONTHS);
  const priceMax = priceCeiling(price);
  const state: CalculatorState = {
    price: clamp(price, PRICE_MIN, priceMax),
    priceMax,
    downPayment: 0,
    months: maxMonths,
    rate: offers.rate_from ?? FALLBACK_RATE,
    minDownPercent,
    maxMonths,
    programId: null,
    programName: null,
    ownRate: false,
  };
  return withDownPayment(state, downPaymentFromPercent(state.price, Math.max(DEFAULT_DOWN_PERCENT, minDownPercent)));
}

function withProgram(state: CalculatorState, program: MortgageProgram, months: number): CalculatorState {
  const maxMonths = Math.min(TERM_MAX_MONTHS, program.max_term_years * 12);
  return {
    ...state,
    rate: program.rate,
    minDownPercent: program.min_down_payment_percent,
    maxMonths,
    months: Math.min(months, maxMonths),
    programId: program.id,
    programName: `${program.name}, ${program.bank.name}`,
    ownRate: false,
  };
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'price': {
      // The share stays what the visitor chose: a dearer flat means a bigger down payment, not a smaller percent.
      const percent = downPaymentPercent(state.price, state.downPayment);
      const next = { ...state, price: Math.round(clamp(action.value, PRICE_MIN, state.priceMax)) };
      return withDownPayment(next, downPaymentFromPercent(next.price, percent));
    }
    case 'downPayment':
      return withDownPayment(state, action.value);
    case 'downPercent':
      return withDownPayment(state, downPaymentFromPercent(state.price, clamp(action.value, 0, PERCENT_MAX)));
    case 'months':
      return { ...state, months: Math.round(clamp(action.value, TERM_MIN_MONTHS, state.maxMonths)) };
    case 'rate':
      // A typed rate is the visitor's own: it no longer belongs to the chosen programme.
      return {
        ...state,
        rate: Math.round(clamp(action.value, 0, RATE_MAX) * 100) / 100,
        programId: null,
        programName: null,
        ownRate: true,
      };
    case 'program':
      return withDownPayment(withProgram(state, action.program, state.months), state.downPayment);
    case 'offer': {
      // The figures of `programOffer` exactly: the lot page's payment is the calculator's.
      const priceMax = Math.max(state.priceMax, priceCeiling(action.price));
      const priced = { ...state, priceMax, price: Math.round(clamp(action.price, PRICE_MIN, priceMax)) };
      const next = withProgram(priced, action.program, TERM_MAX_MONTHS);
      return withDownPayment(next, downPaymentFromPercent(next.price, action.program.min_down_payment_percent));
    }
  }
}

/** Whether a programme can lend on these inputs, and why not (for the table). */
export function programFit(program: MortgageProgram, state: CalculatorState): string | null {
  const percent = downPaymentPercent(state.price, state.downPayment);
  if (percent < program.min_down_payment_percent) return `Первый взнос от ${program.min_down_payment_percent} %`;
  if (state.price - state.downPayment > program.max_amount)
    return `Кредит не больше ${formatMillions(program.max_amount)}`;
  if (state.months > program.max_term_years * 12) return `Срок до ${program.max_term_years} лет`;
  return null;
}
