import { describe, expect, it } from 'vitest';
import { calculateMortgage, programOffer } from '@/lib/mortgage';
import type { MortgageProgram } from '@/schemas/purchase';
import { keepUnits } from './purchase-texts';
import {
  calculatorReducer,
  initialCalculator,
  programFit,
  PRICE_MAX,
  PRICE_MIN,
  type CalculatorState,
} from './calculator-model';

const family: MortgageProgram = {
  id: 3,
  kind: 'family',
  kind_name: 'Семейная ипотека',
  bank: { name: 'Московский ипотечный банк', logo: null },
  name: 'Семейная ипотека',
  rate: 6,
  min_down_payment_percent: 30,
  max_term_years: 25,
  max_amount: 12_000_000,
  description: '',
  project_id: null,
};

const run = (state: CalculatorState, ...actions: Parameters<typeof calculatorReducer>[1][]) =>
  actions.reduce(calculatorReducer, state);

describe('calculator model', () => {
  it('starts with 20 % down for 30 years', () => {
    expect(initialCalculator()).toMatchObject({ price: 15_000_000, downPayment: 3_000_000, months: 360, rate: 7.9 });
  });

  it('starts from the figures the method states: lowest rate, lowest down payment, longest term', () => {
    const offers = { rate_from: 4.5, down_payment_from: 15, term_months_max: 300 };
    expect(initialCalculator({ offers })).toMatchObject({
      rate: 4.5,
      minDownPercent: 15,
      maxMonths: 300,
      months: 300,
      downPayment: 3_000_000,
      programId: null,
      ownRate: false,
    });
    // The calculator's floor is the headline's «первый взнос от 15 %».
    expect(run(initialCalculator({ offers }), { type: 'downPercent', value: 5 }).downPayment).toBe(2_250_000);
    // Programmes asking more than the usual 20 % start there.
    expect(initialCalculator({ offers: { ...offers, down_payment_from: 30 } }).downPayment).toBe(4_500_000);
  });

  it('opens on a lot with the figures of its best programme offer', () => {
    const price = 11_370_000;
    const offer = programOffer(family, price)!;
    const state = run(initialCalculator({ price }), { type: 'offer', program: family, price });
    expect(state).toMatchObject({
      price,
      downPayment: offer.downPayment,
      months: offer.months,
      rate: family.rate,
      programId: family.id,
    });
    expect(calculateMortgage(state).monthlyPayment).toBe(offer.result.monthlyPayment);
  });

  it("keeps a dearer lot's price: the slider reaches it", () => {
    const dear = { ...family, max_amount: 500_000_000 };
    const state = run(initialCalculator(), { type: 'offer', program: dear, price: 187_450_000 });
    expect(state).toMatchObject({ price: 187_450_000, priceMax: 187_500_000 });
    expect(initialCalculator({ price: 160_000_000 })).toMatchObject({ price: 160_000_000, priceMax: 160_000_000 });
  });

  it('keeps the down payment share when the price changes, within the price bounds', () => {
    const state = run(initialCalculator(), { type: 'price', value: 10_000_000 });
    expect(state).toMatchObject({ price: 10_000_000, downPayment: 2_000_000 });
    expect(run(state, { type: 'price', value: 1 }).price).toBe(PRICE_MIN);
    expect(run(state, { type: 'price', value: 1e12 }).price).toBe(PRICE_MAX);
  });

  it('links the down payment in roubles and in percent', () => {
    const base = run(initialCalculator(), { type: 'price', value: 10_000_000 });
    expect(run(base, { type: 'downPercent', value: 35 }).downPayment).toBe(3_500_000);
    expect(run(base, { type: 'downPayment', value: 4_000_000 }).downPayment).toBe(4_000_000);
  });

  it('holds the down payment between the minimum and 90 % of the price', () => {
    const base = run(initialCalculator(), { type: 'price', value: 10_000_000 });
    expect(run(base, { type: 'downPayment', value: 100 }).downPayment).toBe(2_000_000);
    expect(run(base, { type: 'downPercent', value: 100 }).downPayment).toBe(9_000_000);
  });

  it('caps the term at 360 months and a year at least', () => {
    expect(run(initialCalculator(), { type: 'months', value: 480 }).months).toBe(360);
    expect(run(initialCalculator(), { type: 'months', value: 3 }).months).toBe(12);
    expect(run(initialCalculator(), { type: 'months', value: 240 }).months).toBe(240);
  });

  it('takes the rate, minimum down payment and longest term from a programme', () => {
    const state = run(initialCalculator(), { type: 'price', value: 10_000_000 }, { type: 'program', program: family });
    expect(state).toMatchObject({
      rate: 6,
      minDownPercent: 30,
      downPayment: 3_000_000,
      months: 300,
      maxMonths: 300,
      programId: 3,
    });
    expect(run(state, { type: 'months', value: 360 }).months).toBe(300);
    // A typed rate leaves the programme.
    expect(run(state, { type: 'rate', value: 12.345 })).toMatchObject({ rate: 12.35, programId: null });
    expect(run(state, { type: 'rate', value: 250 }).rate).toBe(100);
  });

  it('tells why a programme does not fit', () => {
    const base = run(initialCalculator(), { type: 'price', value: 20_000_000 });
    expect(programFit(family, base)).toBe('Первый взнос от 30 %');
    expect(programFit(family, run(base, { type: 'downPercent', value: 35 }))).toBe(
      'Кредит не больше 12,0\u00a0млн\u00a0₽',
    );
    const small = run(initialCalculator(), { type: 'price', value: 10_000_000 }, { type: 'downPercent', value: 40 });
    expect(programFit(family, small)).toBe('Срок до 25 лет');
    expect(programFit(family, run(small, { type: 'months', value: 240 }))).toBeNull();
  });
});

describe('keepUnits', () => {
  it('glues figures to their units', () => {
    expect(keepUnits('первым взносом 15 % на 36 мес. и 0 ₽')).toBe(
      'первым взносом 15\u00a0% на 36\u00a0мес. и 0\u00a0₽',
    );
  });
});
