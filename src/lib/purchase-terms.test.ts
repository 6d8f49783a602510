import { describe, expect, it } from 'vitest';
import { bodyParagraphs, keepUnits, purchaseTerms } from './purchase-terms';

const NO_OFFERS = { rate_from: null, down_payment_from: null, term_months_max: null };

describe('purchaseTerms', () => {
  it('lists only the terms a method has, figures glued to their units', () => {
    expect(purchaseTerms(NO_OFFERS)).toEqual([]);
    expect(purchaseTerms({ rate_from: 4.5, down_payment_from: 15, term_months_max: 360 })).toEqual([
      { label: 'ставка', value: 'от\u00a04,5\u00a0%' },
      { label: 'первый взнос', value: 'от\u00a015\u00a0%' },
      { label: 'срок', value: 'до\u00a030\u00a0лет' },
    ]);
  });

  it('says whole years from five on and months below', () => {
    const term = (months: number) => purchaseTerms({ ...NO_OFFERS, term_months_max: months })[0].value;
    expect(term(36)).toBe('до\u00a036\u00a0мес.');
    expect(term(252)).toBe('до\u00a021\u00a0года');
    expect(term(61)).toBe('до\u00a061\u00a0мес.');
  });
});

describe('bodyParagraphs', () => {
  it('splits on blank lines and keeps units with their figures', () => {
    expect(bodyParagraphs('Взнос 30 %.\n\nСрок 36 мес.')).toEqual(['Взнос 30\u00a0%.', 'Срок 36\u00a0мес.']);
    expect(keepUnits('от 15 %')).toBe('от 15\u00a0%');
  });
});
