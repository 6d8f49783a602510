/**
 * How a purchase method's texts and best terms read on /purchase/{slug}.
 * Worded here, apart from the method hero that shows them, so the rules
 * (no-break spaces before units, the best of each term) have their own tests.
 */
import type { PurchaseDetail } from '../schemas/purchase';
import { NBSP, formatNumber } from './format/number';
import { pluralRu } from './plural';

/** Editorial texts come with plain spaces: «15 %» must not break between the figure and the sign. */
export const keepUnits = (text: string) => text.replace(/(\d) (%|₽|мес\.|лет|года|месяц)/g, '$1\u00a0$2');

/** The method's text under its lead: paragraphs separated by blank lines, as the editor typed them. */
export const bodyParagraphs = (body: string) => body.split(/\n{2,}/).map(keepUnits);

/** Genitive after «до»: до 1 года, до 5 лет, до 21 года. */
const YEARS_AFTER_DO = ['года', 'лет', 'лет'] as const;

export interface PurchaseTerm {
  label: string;
  value: string;
}

export type PurchaseOffers = Pick<PurchaseDetail, 'rate_from' | 'down_payment_from' | 'term_months_max'>;

/** «ставка от 4,5 %», «первый взнос от 15 %», «срок до 30 лет»: only the terms the method's offers have. */
export function purchaseTerms(method: PurchaseOffers): PurchaseTerm[] {
  const list: PurchaseTerm[] = [];
  if (method.rate_from !== null)
    list.push({ label: 'ставка', value: `от${NBSP}${formatNumber(method.rate_from, { maxDecimals: 2 })}${NBSP}%` });
  if (method.down_payment_from !== null) {
    list.push({
      label: 'первый взнос',
      value: `от${NBSP}${formatNumber(method.down_payment_from, { maxDecimals: 1 })}${NBSP}%`,
    });
  }
  if (method.term_months_max !== null) {
    const months = method.term_months_max;
    // Whole years from five on read better in years; shorter plans stay in months.
    const years = months % 12 === 0 && months >= 60;
    list.push({
      label: 'срок',
      value: years
        ? `до${NBSP}${months / 12}${NBSP}${pluralRu(months / 12, YEARS_AFTER_DO)}`
        : `до${NBSP}${months}${NBSP}мес.`,
    });
  }
  return list;
}
