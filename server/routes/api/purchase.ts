/**
 * `GET /api/purchase/` (spec §7) with `facets/`, `specs/` and `{id}/`: the
 * purchase methods of /purchase/{slug}. `{id}` is the number or the slug.
 * A method's offers are the mortgage programmes (`mortgage`) or the
 * instalment plans (`installment`); the other methods are content only.
 */
import { and, asc, count, eq, max, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MORTGAGE_KIND_NAMES,
  MORTGAGE_KINDS,
  PURCHASE_MESSAGES,
  purchaseDetailSchema,
  purchaseFacetsSchema,
  purchaseIdParamsSchema,
  purchaseListSchema,
  purchaseSpecsSchema,
  type PurchaseMethod,
} from '../../../src/schemas/purchase.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { installmentPlans, mortgagePrograms, purchaseMethods } from '../../db/schema/index.ts';

type MethodRow = typeof purchaseMethods.$inferSelect;
const toMethod = (row: MethodRow): PurchaseMethod => ({
  id: row.id, slug: row.slug, label: row.label, title: row.title, lead: row.lead, body: row.body, image: row.image,
});

/** Best terms of the programmes and of the plans, read once for facets, specs and details. */
async function offerSummaries(db: Db) {
  const p = mortgagePrograms;
  const i = installmentPlans;
  const [[programs], [plans], kinds] = await Promise.all([
    db
      .select({ count: count(), rateMin: min(p.rate), rateMax: max(p.rate), downMin: min(p.minDownPaymentPercent), downMax: max(p.minDownPaymentPercent), yearsMin: min(p.maxTermYears), yearsMax: max(p.maxTermYears) })
      .from(p),
    db.select({ count: count(), downMin: min(i.downPaymentPercent), downMax: max(i.downPaymentPercent), monthsMin: min(i.months), monthsMax: max(i.months) }).from(i),
    db.select({ kind: p.kind, count: count() }).from(p).groupBy(p.kind),
  ]);
  // min()/max() of numeric columns come back as strings on some drivers.
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const known = (values: Array<number | null>) => values.filter((n): n is number => n !== null);
  const months = (years: unknown) => (num(years) === null ? null : Number(years) * 12);
  return {
    mortgage: { offers: programs.count, rate_from: num(programs.rateMin), down_payment_from: num(programs.downMin), term_months_max: months(programs.yearsMax) },
    installment: { offers: plans.count, rate_from: null, down_payment_from: num(plans.downMin), term_months_max: num(plans.monthsMax) },
    ranges: {
      rate: { min: num(programs.rateMin), max: num(programs.rateMax) },
      down: known([programs.downMin, programs.downMax, plans.downMin, plans.downMax].map(num)),
      months: known([months(programs.yearsMin), months(programs.yearsMax), num(plans.monthsMin), num(plans.monthsMax)]),
    },
    kinds: new Map(kinds.map((row) => [row.kind, row.count])),
  };
}

const NONE = { offers: 0, rate_from: null, down_payment_from: null, term_months_max: null };
const span = (values: number[]) => (values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null });

export default async function purchaseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const published = () => app.db.select().from(purchaseMethods).where(eq(purchaseMethods.isPublished, true)).orderBy(asc(purchaseMethods.sort), asc(purchaseMethods.id));

  app.get(
    '/purchase/',
    { schema: { tags, summary: 'Способы покупки: ипотека, рассрочка, trade-in и другие, в порядке меню', response: { 200: purchaseListSchema } } },
    async () => {
      const rows = await published();
      return { count: rows.length, results: rows.map(toMethod) };
    },
  );

  app.get(
    '/purchase/facets/',
    { schema: { tags, summary: 'Способы покупки с числом предложений и программы ипотеки по видам', response: { 200: purchaseFacetsSchema } } },
    async () => {
      const [rows, summary] = await Promise.all([published(), offerSummaries(app.db)]);
      const offersOf = (slug: string) => (slug === 'mortgage' || slug === 'installment' ? summary[slug].offers : 0);
      return {
        facets: {
          method: rows.map((row) => ({ value: row.slug, label: row.label.replace(/\s*\n\s*/g, ' '), count: offersOf(row.slug) })),
          kind: MORTGAGE_KINDS.map((kind) => {
            const found = summary.kinds.get(kind) ?? 0;
            return { value: kind, label: MORTGAGE_KIND_NAMES[kind], count: found, disabled: found === 0 };
          }),
        },
      };
    },
  );

  app.get(
    '/purchase/specs/',
    { schema: { tags, summary: 'Диапазоны условий всех способов: ставка, первый взнос, срок в месяцах', response: { 200: purchaseSpecsSchema } } },
    async () => {
      const { ranges } = await offerSummaries(app.db);
      return { rate: ranges.rate, down_payment: span(ranges.down), term_months: span(ranges.months) };
    },
  );

  app.get(
    '/purchase/:id/',
    {
      schema: {
        tags,
        summary: 'Способ покупки по номеру или slug с лучшими условиями его предложений',
        params: purchaseIdParamsSchema,
        response: { 200: purchaseDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
      const [row] = await app.db
        .select()
        .from(purchaseMethods)
        .where(and(eq(purchaseMethods.isPublished, true), numeric === null ? eq(purchaseMethods.slug, id) : eq(purchaseMethods.id, numeric)))
        .limit(1);
      if (!row) return reply.status(404).send({ status: 404, message: PURCHASE_MESSAGES.notFound });
      const summary = await offerSummaries(app.db);
      const offers = row.slug === 'mortgage' || row.slug === 'installment' ? summary[row.slug] : NONE;
      return { ...toMethod(row), ...offers };
    },
  );
}
