/**
 * The developer's instalment plans (`GET /api/installments/` with `facets/`
 * and `specs/`, routes/api/installments.ts): smallest down payment first;
 * facets count the terms and «interest-free or not» under the other filters.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, max, min, or, type SQL } from 'drizzle-orm';
import { pluralRu } from '../../src/lib/plural.ts';
import type { InstallmentPlan, InstallmentsQuery } from '../../src/schemas/purchase.ts';
import type { Db } from '../db/client.ts';
import { installmentPlans as i } from '../db/schema/index.ts';
import { facetOption } from './facet-option.ts';

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

export async function listPlans(db: Db, query: InstallmentsQuery) {
  const rows = await db
    .select()
    .from(i)
    .where(planWhere(query))
    .orderBy(asc(i.downPaymentPercent), asc(i.sort), asc(i.id));
  return { count: rows.length, results: rows.map(toPlan) };
}

export async function planFacets(db: Db, query: InstallmentsQuery) {
  const [allMonths, monthCounts, markupRows] = await Promise.all([
    db.selectDistinct({ months: i.months }).from(i).orderBy(asc(i.months)),
    db.select({ months: i.months, count: count() }).from(i).where(planWhere(query, 'months')).groupBy(i.months),
    db.select({ markup: i.markupPercent }).from(i).where(planWhere(query, 'interest_free')),
  ]);
  const free = markupRows.filter((row) => Number(row.markup) === 0).length;
  return {
    facets: {
      months: allMonths.map(({ months }) =>
        facetOption(
          months,
          `до ${months}\u00a0${pluralRu(months, MONTHS)}`,
          monthCounts.find((row) => row.months === months)?.count ?? 0,
        ),
      ),
      interest_free: [
        facetOption(true, 'Без удорожания', free),
        facetOption(false, 'С удорожанием', markupRows.length - free),
      ],
    },
  };
}

/** Ranges over the project's plans: the other filters do not narrow them. */
export async function planSpecs(db: Db, query: InstallmentsQuery) {
  const [row] = await db
    .select({
      downMin: min(i.downPaymentPercent),
      downMax: max(i.downPaymentPercent),
      monthsMin: min(i.months),
      monthsMax: max(i.months),
      markupMin: min(i.markupPercent),
      markupMax: max(i.markupPercent),
    })
    .from(i)
    .where(planWhere({ project: query.project }));
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    down_payment: { min: num(row?.downMin), max: num(row?.downMax) },
    months: { min: num(row?.monthsMin), max: num(row?.monthsMax) },
    markup: { min: num(row?.markupMin), max: num(row?.markupMax) },
  };
}
