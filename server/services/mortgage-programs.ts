/**
 * The banks' mortgage programmes (`GET /api/mortgage/` with `facets/`,
 * `specs/` and their one-kind forms, routes/api/mortgage.ts): filtered by
 * kind, bank, project, down payment, loan amount, term and rate.
 */
import { and, asc, count, desc, gte, inArray, isNull, lte, max, min, or, type SQL } from 'drizzle-orm';
import {
  isMortgageKind,
  MORTGAGE_KIND_NAMES,
  MORTGAGE_KINDS,
  type MortgageProgram,
  type MortgageQuery,
} from '../../src/schemas/purchase.ts';
import type { Db } from '../db/client.ts';
import { mortgagePrograms as p } from '../db/schema/index.ts';
import { facetOption } from './facet-option.ts';

type ProgramRow = typeof p.$inferSelect;

const INT4_MAX = 2_147_483_647;
type Dimension = 'kind' | 'bank';

function toProgram(row: ProgramRow): MortgageProgram {
  const kind = isMortgageKind(row.kind) ? row.kind : 'standard';
  return {
    id: row.id,
    kind,
    kind_name: MORTGAGE_KIND_NAMES[kind],
    bank: { name: row.bankName, logo: row.bankLogo },
    name: row.name,
    rate: Number(row.rate),
    min_down_payment_percent: Number(row.minDownPaymentPercent),
    max_term_years: row.maxTermYears,
    max_amount: row.maxAmount,
    description: row.description,
    project_id: row.projectId,
  };
}

/** Conditions of the query; `skip` leaves one option filter out (its facet counts against the others). */
function programWhere(
  query: MortgageQuery,
  { skip, ranges = true }: { skip?: Dimension; ranges?: boolean } = {},
): SQL | undefined {
  const where: SQL[] = [];
  if (skip !== 'kind' && query.kind?.length) where.push(inArray(p.kind, query.kind));
  if (skip !== 'bank' && query.bank?.length) where.push(inArray(p.bankName, query.bank));
  if (query.project?.length) where.push(or(isNull(p.projectId), inArray(p.projectId, query.project))!);
  if (ranges) {
    if (query.down_payment !== undefined) where.push(lte(p.minDownPaymentPercent, query.down_payment));
    if (query.rate_max !== undefined) where.push(lte(p.rate, query.rate_max));
    // The column is a 4-byte integer: a larger wish (the filter allows up to 10 bln) would make
    // PostgreSQL refuse the parameter, so it is capped, and no programme lends that much anyway.
    if (query.amount !== undefined) where.push(gte(p.maxAmount, Math.min(Math.ceil(query.amount), INT4_MAX)));
    if (query.term_months !== undefined) where.push(gte(p.maxTermYears, Math.ceil(query.term_months / 12)));
  }
  return where.length ? and(...where) : undefined;
}

export async function programFacets(db: Db, query: MortgageQuery) {
  const [banks, bankCounts, kindCounts] = await Promise.all([
    db.selectDistinct({ name: p.bankName }).from(p).orderBy(asc(p.bankName)),
    db
      .select({ value: p.bankName, count: count() })
      .from(p)
      .where(programWhere(query, { skip: 'bank' }))
      .groupBy(p.bankName),
    db
      .select({ value: p.kind, count: count() })
      .from(p)
      .where(programWhere(query, { skip: 'kind' }))
      .groupBy(p.kind),
  ]);
  const option = (counts: Array<{ value: string; count: number }>) => (value: string, label: string) => {
    const found = counts.find((row) => row.value === value)?.count ?? 0;
    return facetOption(value, label, found);
  };
  const bankOption = option(bankCounts);
  const kindOption = option(kindCounts);
  return {
    facets: {
      bank: banks.map((bank) => bankOption(bank.name, bank.name)),
      kind: MORTGAGE_KINDS.map((kind) => kindOption(kind, MORTGAGE_KIND_NAMES[kind])),
    },
  };
}

/** Ranges under the option filters only, so a slider's bounds do not shrink as it moves. */
export async function programSpecs(db: Db, query: MortgageQuery) {
  const [row] = await db
    .select({
      rateMin: min(p.rate),
      rateMax: max(p.rate),
      downMin: min(p.minDownPaymentPercent),
      downMax: max(p.minDownPaymentPercent),
      yearsMin: min(p.maxTermYears),
      yearsMax: max(p.maxTermYears),
      amountMin: min(p.maxAmount),
      amountMax: max(p.maxAmount),
    })
    .from(p)
    .where(programWhere(query, { ranges: false }));
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const range = (lo: unknown, hi: unknown) => ({ min: num(lo), max: num(hi) });
  return {
    rate: range(row?.rateMin, row?.rateMax),
    down_payment: range(row?.downMin, row?.downMax),
    term_years: range(row?.yearsMin, row?.yearsMax),
    amount: range(row?.amountMin, row?.amountMax),
  };
}

/** Lowest rate first (`ordering=-rate`: highest), then the smaller down payment. */
export async function listPrograms(db: Db, query: MortgageQuery) {
  const order = query.ordering === '-rate' ? [desc(p.rate)] : [asc(p.rate)];
  const rows = await db
    .select()
    .from(p)
    .where(programWhere(query))
    .orderBy(...order, asc(p.minDownPaymentPercent), asc(p.sort), asc(p.id));
  return { count: rows.length, results: rows.map(toProgram) };
}
