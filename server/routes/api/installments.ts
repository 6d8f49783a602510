/**
 * `GET /api/installments/` (spec §7): the developer's instalment plans,
 * smallest down payment first, with `facets/` (term in months and
 * interest-free or not, counted under the other filters) and `specs/`.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, max, min, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pluralRu } from '../../../src/lib/plural.ts';
import {
  installmentListSchema,
  installmentSpecsSchema,
  installmentsQuerySchema,
  purchaseFacetsSchema,
  type InstallmentPlan,
  type InstallmentsQuery,
} from '../../../src/schemas/purchase.ts';
import { installmentPlans as i } from '../../db/schema/index.ts';

type PlanRow = typeof i.$inferSelect;
const MONTHS = ['месяца', 'месяцев', 'месяцев'] as const;

const toPlan = (row: PlanRow): InstallmentPlan => ({
  id: row.id,
  name: row.name,
  down_payment_percent: Number(row.downPaymentPercent),
  months: row.months,
  markup_percent: Number(row.markupPercent),
  description: row.description,
  project_id: row.projectId,
});

function planWhere(query: InstallmentsQuery, skip?: 'months' | 'interest_free'): SQL | undefined {
  const where: SQL[] = [];
  if (query.down_payment !== undefined) where.push(lte(i.downPaymentPercent, query.down_payment));
  if (skip !== 'months' && query.months_max !== undefined) where.push(lte(i.months, query.months_max));
  if (skip !== 'interest_free' && query.interest_free !== undefined)
    where.push(query.interest_free ? eq(i.markupPercent, 0) : gt(i.markupPercent, 0));
  if (query.project?.length) where.push(or(isNull(i.projectId), inArray(i.projectId, query.project))!);
  return where.length ? and(...where) : undefined;
}

export default async function installmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['purchase'];
  const querystring = installmentsQuerySchema;

  app.get(
    '/installments/',
    {
      schema: {
        tags,
        summary: 'Рассрочка от застройщика: первый взнос, срок, удорожание',
        querystring,
        response: { 200: installmentListSchema },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(i)
        .where(planWhere(request.query))
        .orderBy(asc(i.downPaymentPercent), asc(i.sort), asc(i.id));
      return { count: rows.length, results: rows.map(toPlan) };
    },
  );

  app.get(
    '/installments/facets/',
    {
      schema: {
        tags,
        summary: 'Сроки рассрочки и вариант без удорожания с числом планов',
        querystring,
        response: { 200: purchaseFacetsSchema },
      },
    },
    async (request) => {
      const [allMonths, monthCounts, markupRows] = await Promise.all([
        app.db.selectDistinct({ months: i.months }).from(i).orderBy(asc(i.months)),
        app.db
          .select({ months: i.months, count: count() })
          .from(i)
          .where(planWhere(request.query, 'months'))
          .groupBy(i.months),
        app.db.select({ markup: i.markupPercent }).from(i).where(planWhere(request.query, 'interest_free')),
      ]);
      const free = markupRows.filter((row) => Number(row.markup) === 0).length;
      const option = (value: number | boolean, label: string, found: number) => ({
        value,
        label,
        count: found,
        disabled: found === 0,
      });
      return {
        facets: {
          months: allMonths.map(({ months }) =>
            option(
              months,
              `до ${months}\u00a0${pluralRu(months, MONTHS)}`,
              monthCounts.find((row) => row.months === months)?.count ?? 0,
            ),
          ),
          interest_free: [
            option(true, 'Без удорожания', free),
            option(false, 'С удорожанием', markupRows.length - free),
          ],
        },
      };
    },
  );

  app.get(
    '/installments/specs/',
    {
      schema: {
        tags,
        summary: 'Диапазоны первого взноса, срока и удорожания',
        querystring,
        response: { 200: installmentSpecsSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          downMin: min(i.downPaymentPercent),
          downMax: max(i.downPaymentPercent),
          monthsMin: min(i.months),
          monthsMax: max(i.months),
          markupMin: min(i.markupPercent),
          markupMax: max(i.markupPercent),
        })
        .from(i)
        .where(planWhere({ project: request.query.project }));
      const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return {
        down_payment: { min: num(row?.downMin), max: num(row?.downMax) },
        months: { min: num(row?.monthsMin), max: num(row?.monthsMax) },
        markup: { min: num(row?.markupMin), max: num(row?.markupMax) },
      };
    },
  );
}
