/**
 * Contracts of the purchase calls (spec §7): `purchase/` (+`facets/`,
 * `specs/`, `{id}/`), `mortgage/` (+`facets/`, `specs/`, `{kind}_facets/`,
 * `{kind}_specs/`), `installments/` and `commercial_selection/` (each with
 * `facets/` and `specs/`). Query values follow spec §2 (comma-joined arrays,
 * numerals); every bad value answers 400 naming the field in Russian.
 */
import { z } from 'zod';
import { facetsSchema, rangeSchema } from './lots.ts';
import { MONTHS_MAX, PERCENT_MAX } from './field-limits.ts';
import { bound, csv, intIn, MAX_INT } from './query-params.ts';
import { COMMERCIAL_KINDS, isMortgageKind, MORTGAGE_KINDS, type CommercialKind } from './purchase-kinds.ts';

export {
  COMMERCIAL_KINDS,
  isMortgageKind,
  MORTGAGE_KIND_NAMES,
  MORTGAGE_KINDS,
  type CommercialKind,
  type MortgageKind,
} from './purchase-kinds.ts';

export const PURCHASE_MESSAGES = {
  notFound: 'Способ покупки не найден',
  kindNotFound: 'Такой программы ипотеки нет',
  kind: `Программа ипотеки: ${MORTGAGE_KINDS.join(', ')}`,
  bank: 'Банк — название из списка фильтра',
  percent: `Процент — число от 0 до ${PERCENT_MAX}`,
  months: `Срок — целое число месяцев от 1 до ${MONTHS_MAX}`,
  amount: 'Сумма — число рублей от 0 до 10 000 000 000',
  area: 'Площадь — число м² от 0 до 100 000',
  project: 'Проект — целые положительные числа через запятую',
  commercialKind: `Тип помещения: ${COMMERCIAL_KINDS.join(', ')}`,
  ordering: 'Сортировка: rate или -rate',
} as const;

const M = PURCHASE_MESSAGES;
const projects = csv(intIn(1, MAX_INT), M.project).optional();
const percent = bound(0, PERCENT_MAX, M.percent);
const months = bound(1, MONTHS_MAX, M.months, true);
const roubles = bound(0, 1e10, M.amount);

// ---- purchase/ ----

const purchaseMethodSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Menu label; may contain a line break (spec §3). */
  label: z.string(),
  title: z.string(),
  lead: z.string(),
  /** Paragraphs separated by blank lines, plain text. */
  body: z.string(),
  image: z.string().nullable(),
});
export type PurchaseMethod = z.infer<typeof purchaseMethodSchema>;
export const purchaseListSchema = z.object({ count: z.number().int(), results: z.array(purchaseMethodSchema) });
export type PurchaseList = z.infer<typeof purchaseListSchema>;

/** One method with the best terms of its offers (programmes or plans); null where it has none. */
export const purchaseDetailSchema = purchaseMethodSchema.extend({
  offers: z.number().int(),
  rate_from: z.number().nullable(),
  down_payment_from: z.number().nullable(),
  term_months_max: z.number().int().nullable(),
});
export type PurchaseDetail = z.infer<typeof purchaseDetailSchema>;

export const purchaseIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Способ покупки — номер или slug латиницей' }),
});
export const purchaseFacetsSchema = facetsSchema;
export const purchaseSpecsSchema = z.object({ rate: rangeSchema, down_payment: rangeSchema, term_months: rangeSchema });

// ---- mortgage/ ----

export const mortgageQuerySchema = z.object({
  kind: csv((part) => (isMortgageKind(part) ? part : undefined), M.kind).optional(),
  bank: csv((part) => (part.length <= 120 ? part : undefined), M.bank).optional(),
  /** The visitor's down payment, percent: programmes asking no more than this. */
  down_payment: percent,
  rate_max: percent,
  /** Loan amount, roubles: programmes lending at least this much. */
  amount: roubles,
  /** Wanted term: programmes lending at least this long. */
  term_months: months,
  /** Programmes valid in these projects (and those valid everywhere). */
  project: projects,
  ordering: z.enum(['rate', '-rate'], { error: M.ordering }).optional(),
});
export type MortgageQuery = z.infer<typeof mortgageQuerySchema>;

const mortgageProgramSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MORTGAGE_KINDS),
  kind_name: z.string(),
  bank: z.object({ name: z.string(), logo: z.string().nullable() }),
  name: z.string(),
  rate: z.number(),
  min_down_payment_percent: z.number(),
  max_term_years: z.number().int(),
  max_amount: z.number(),
  description: z.string(),
  project_id: z.number().int().nullable(),
});
export type MortgageProgram = z.infer<typeof mortgageProgramSchema>;
export const mortgageListSchema = z.object({ count: z.number().int(), results: z.array(mortgageProgramSchema) });
export type MortgageList = z.infer<typeof mortgageListSchema>;
export const mortgageSpecsSchema = z.object({
  rate: rangeSchema,
  down_payment: rangeSchema,
  term_years: rangeSchema,
  amount: rangeSchema,
});
export const mortgageKindParamsSchema = z.object({ kind: z.string() });

// ---- installments/ ----

export const installmentsQuerySchema = z.object({
  /** The visitor's down payment, percent: plans asking no more than this. */
  down_payment: percent,
  /** Plans no longer than this. */
  months_max: months,
  /** Interest-free only (no markup against a full payment). */
  interest_free: z
    .preprocess(
      (value) => (value === 'true' ? true : value === 'false' ? false : value),
      z.boolean({ error: 'Допустимые значения: true, false' }),
    )
    .optional(),
  project: projects,
});
export type InstallmentsQuery = z.infer<typeof installmentsQuerySchema>;
const installmentPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  down_payment_percent: z.number(),
  months: z.number().int(),
  markup_percent: z.number(),
  description: z.string(),
  project_id: z.number().int().nullable(),
});
export type InstallmentPlan = z.infer<typeof installmentPlanSchema>;
export const installmentListSchema = z.object({ count: z.number().int(), results: z.array(installmentPlanSchema) });
export type InstallmentList = z.infer<typeof installmentListSchema>;
export const installmentSpecsSchema = z.object({ down_payment: rangeSchema, months: rangeSchema, markup: rangeSchema });

// ---- commercial_selection/ ----

export const commercialSelectionQuerySchema = z.object({
  kind: csv(
    (part) => ((COMMERCIAL_KINDS as readonly string[]).includes(part) ? (part as CommercialKind) : undefined),
    M.commercialKind,
  ).optional(),
  project: projects,
  price_max: roubles,
  area_min: bound(0, 100_000, M.area),
  area_max: bound(0, 100_000, M.area),
});
export type CommercialSelectionQuery = z.infer<typeof commercialSelectionQuerySchema>;
/** Free premises of one kind in one project, summed up for an investor. */
const commercialOfferSchema = z.object({
  kind: z.enum(COMMERCIAL_KINDS),
  kind_name: z.string(),
  project: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), district: z.string() }),
  count: z.number().int(),
  area: rangeSchema,
  price_from: z.number(),
  price_per_m2_from: z.number(),
  /** The catalogue filtered to these premises. */
  url: z.string(),
});
export type CommercialOffer = z.infer<typeof commercialOfferSchema>;
export const commercialSelectionSchema = z.object({ count: z.number().int(), results: z.array(commercialOfferSchema) });
export type CommercialSelection = z.infer<typeof commercialSelectionSchema>;
export const commercialSpecsSchema = z.object({ price: rangeSchema, area: rangeSchema });
