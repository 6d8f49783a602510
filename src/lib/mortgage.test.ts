import { describe, expect, it } from 'vitest';
import {
  annuityPayment,
  bestProgramOffer,
  calculateMortgage,
  downPaymentFromPercent,
  downPaymentPercent,
  programOffer,
  roundKopecks,
} from './mortgage';

describe('annuityPayment', () => {
  it('matches bank calculators to the kopeck', () => {
    // Reference values of bank calculators (10 млн ₽, 20 лет, 12 % → 110 108,61 ₽).
    expect(roundKopecks(annuityPayment(10_000_000, 12, 240))).toBe(110_108.61);
    expect(roundKopecks(annuityPayment(1_000_000, 10, 120))).toBe(13_215.07);
    expect(roundKopecks(annuityPayment(5_000_000, 6, 360))).toBe(29_977.53);
    expect(roundKopecks(annuityPayment(100_000, 12, 12))).toBe(8_884.88);
  });

  it('splits the loan evenly at a zero rate', () => {
    expect(annuityPayment(1_200_000, 0, 24)).toBe(50_000);
    expect(annuityPayment(1_000_000, 0, 3)).toBeCloseTo(333_333.333, 3);
  });

  it('gives 0 for nothing to borrow or no term', () => {
    expect(annuityPayment(0, 12, 240)).toBe(0);
    expect(annuityPayment(-5, 12, 240)).toBe(0);
    expect(annuityPayment(1_000_000, 12, 0)).toBe(0);
    expect(annuityPayment(Number.NaN, 12, 12)).toBe(0);
  });

  it('grows with the rate and shrinks with the term', () => {
    expect(annuityPayment(1e6, 13, 120)).toBeGreaterThan(annuityPayment(1e6, 12, 120));
    expect(annuityPayment(1e6, 12, 240)).toBeLessThan(annuityPayment(1e6, 12, 120));
  });
});

describe('roundKopecks', () => {
  it('rounds half up on binary floats', () => {
    expect(roundKopecks(1.005)).toBe(1.01);
    expect(roundKopecks(110_108.6084)).toBe(110_108.61);
    expect(roundKopecks(2.004)).toBe(2);
  });
});

describe('calculateMortgage', () => {
  it('gives payment, loan, overpayment and the income the bank wants', () => {
    const result = calculateMortgage({ price: 12_500_000, downPayment: 2_500_000, rate: 12, months: 240 });
    expect(result.loan).toBe(10_000_000);
    expect(result.monthlyPayment).toBe(110_108.61);
    expect(result.totalPaid).toBe(26_426_066.4);
    expect(result.overpayment).toBe(16_426_066.4);
    expect(result.requiredIncome).toBe(220_217.22);
  });

  it('has no overpayment at a zero rate and nothing when the down payment covers the price', () => {
    expect(calculateMortgage({ price: 3_600_000, downPayment: 0, rate: 0, months: 36 })).toMatchObject({
      monthlyPayment: 100_000,
      overpayment: 0,
    });
    expect(calculateMortgage({ price: 5_000_000, downPayment: 6_000_000, rate: 10, months: 120 })).toEqual({
      loan: 0,
      monthlyPayment: 0,
      totalPaid: 0,
      overpayment: 0,
      requiredIncome: 0,
    });
  });
});

describe('down payment percent', () => {
  it('converts both ways', () => {
    expect(downPaymentPercent(10_000_000, 2_050_000)).toBe(20.5);
    expect(downPaymentPercent(12_000_000, 2_430_000)).toBe(20.25);
    expect(downPaymentPercent(0, 100)).toBe(0);
    expect(downPaymentFromPercent(12_345_678, 15)).toBe(1_851_852);
    expect(downPaymentFromPercent(10_000_000, -3)).toBe(0);
  });
});

describe('programme offers', () => {
  const program = (rate: number, down: number, years: number, max: number) => ({
    rate,
    min_down_payment_percent: down,
    max_term_years: years,
    max_amount: max,
  });

  it("takes the programme's lowest down payment and longest term", () => {
    const offer = programOffer(program(6, 20, 25, 12_000_000), 10_000_000)!;
    expect(offer).toMatchObject({ downPayment: 2_000_000, months: 300 });
    expect(offer.result).toEqual(
      calculateMortgage({ price: 10_000_000, downPayment: 2_000_000, rate: 6, months: 300 }),
    );
  });

  it("has no offer above the programme's loan limit, and never over 360 months", () => {
    expect(programOffer(program(6, 20, 30, 12_000_000), 15_000_001)).toBeNull();
    expect(programOffer(program(6, 20, 30, 12_000_000), 15_000_000)).not.toBeNull();
    expect(programOffer(program(6, 20, 35, 12_000_000), 10_000_000)!.months).toBe(360);
  });

  it('picks the lowest monthly payment among the programmes that can lend', () => {
    const family = program(4.5, 20, 30, 12_000_000);
    const subsidised = program(5.9, 30, 30, 60_000_000);
    const standard = program(20.5, 20, 30, 100_000_000);
    // 12 млн ₽: the family programme lends 9,6 млн ₽ at 4,5 %.
    expect(bestProgramOffer([standard, subsidised, family], 12_000_000)!.program).toBe(family);
    // 45 млн ₽ is beyond it: the subsidised one, 30 % down.
    expect(bestProgramOffer([standard, family, subsidised], 45_000_000)!.program).toBe(subsidised);
    // Nobody lends 350 млн ₽.
    expect(bestProgramOffer([standard, family, subsidised], 500_000_000)).toBeNull();
    expect(bestProgramOffer([], 12_000_000)).toBeNull();
  });
});
