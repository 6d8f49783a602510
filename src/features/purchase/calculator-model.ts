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
import type { MortgageProgram } from '@/schemas/purchase';

export const PRICE_MIN = 3_000_000;
export const PRICE_MAX = 150_000_000;
export const PRICE_STEP = 100_000;
export const DOWN_STEP = 50_000;
export const TERM_MIN_MONTHS = 12;
export const TERM_MAX_MONTHS = MONTHS_MAX;
/** Banks lend at least a tenth of the price; more than that is a full payment. */
export const MAX_DOWN_PERCENT = 90;
export const RATE_MAX = PERCENT_MAX;

export interface CalculatorState {
  price: number;
  downPayment: number;
  months: number;
  rate: number;
  /** Lowest down payment the chosen programme accepts, percent (0 without one). */
  minDownPercent: number;
  /** Longest term of the chosen programme, months. */
  maxMonths: number;
  programId: number | null;
  programName: string | null;
}

export type CalculatorAction =
  | { type: 'price'; value: number }
  | { type: 'downPayment'; value: number }
  | { type: 'downPercent'; value: number }
  | { type: 'months'; value: number }
  | { type: 'rate'; value: number }
  | { type: 'program'; program: MortgageProgram };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

export function downPaymentBounds(state: Pick<CalculatorState, 'price' | 'minDownPercent'>): { min: number; max: number } {
  return {
    min: downPaymentFromPercent(state.price, state.minDownPercent),
    max: downPaymentFromPercent(state.price, MAX_DOWN_PERCENT),
  };
}

function withDownPayment(state: CalculatorState, value: number): CalculatorState {
  const { min, max } = downPaymentBounds(state);
  return { ...state, downPayment: Math.round(clamp(value, min, max)) };
}

/** 15 млн ₽, 20 % down, 30 years at the developer-subsidised rate: the offer the site advertises. */
export function initialCalculator(price = 15_000_000, rate = 7.9): CalculatorState {
  const state: CalculatorState = {
    price: clamp(price, PRICE_MIN, PRICE_MAX),
    downPayment: 0,
    months: TERM_MAX_MONTHS,
    rate,
    minDownPercent: 20,
    maxMonths: TERM_MAX_MONTHS,
    programId: null,
    programName: null,
  };
  return withDownPayment(state, downPaymentFromPercent(state.price, 20));
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'price': {
      // The share stays what the visitor chose: a dearer flat means a bigger down payment, not a smaller percent.
      const percent = downPaymentPercent(state.price, state.downPayment);
      const next = { ...state, price: Math.round(clamp(action.value, PRICE_MIN, PRICE_MAX)) };
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
      return { ...state, rate: Math.round(clamp(action.value, 0, RATE_MAX) * 100) / 100, programId: null, programName: null };
    case 'program': {
      const { program } = action;
      const maxMonths = Math.min(TERM_MAX_MONTHS, program.max_term_years * 12);
      const next: CalculatorState = {
        ...state,
        rate: program.rate,
        minDownPercent: program.min_down_payment_percent,
        maxMonths,
        months: Math.min(state.months, maxMonths),
        programId: program.id,
        programName: `${program.name}, ${program.bank.name}`,
      };
      return withDownPayment(next, state.downPayment);
    }
  }
}

/** Whether a programme can lend on these inputs, and why not (for the table). */
export function programFit(program: MortgageProgram, state: CalculatorState): string | null {
  const percent = downPaymentPercent(state.price, state.downPayment);
  if (percent < program.min_down_payment_percent) return `Первый взнос от ${program.min_down_payment_percent} %`;
  if (state.price - state.downPayment > program.max_amount) return `Кредит не больше ${formatMillions(program.max_amount)}`;
  if (state.months > program.max_term_years * 12) return `Срок до ${program.max_term_years} лет`;
  return null;
}
