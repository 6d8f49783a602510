/**
 * Purchase methods of /purchase/{slug} with the best terms of their offers:
 * the mortgage programmes (`mortgage`), the instalment plans (`installment`);
 * the other methods are content only. One read for `GET /api/purchase/…`
 * and the page's BreadcrumbList (services/seo/json-ld-pages.ts), which
 * names only methods the API serves.
 */
import { and, asc, count, eq, max, min } from 'drizzle-orm';
import type { PurchaseDetail, PurchaseMethod } from '../../src/schemas/purchase.ts';
import type { Db } from '../db/client.ts';
import { installmentPlans, mortgagePrograms, purchaseMethods } from '../db/schema/index.ts';

type MethodRow = typeof purchaseMethods.$inferSelect;
export const toMethod = (row: MethodRow): PurchaseMethod => ({
  id: row.id,
  slug: row.slug,
  label: row.label,
  title: row.title,
  lead: row.lead,
  body: row.body,
  image: row.image,
});

/** Published methods in the order of the menu. */
export function publishedMethods(db: Db) {
  return db
    .select()
    .from(purchaseMethods)
    .where(eq(purchaseMethods.isPublished, true))
    .orderBy(asc(purchaseMethods.sort), asc(purchaseMethods.id));
}

/** Published methods as the site menu lists them (`GET /api/info/`). */
export function purchaseMenu(db: Db) {
  return db
    .select({ slug: purchaseMethods.slug, label: purchaseMethods.label, title: purchaseMethods.title })
    .from(purchaseMethods)
    .where(eq(purchaseMethods.isPublished, true))
    .orderBy(asc(purchaseMethods.sort));
}

/** Best terms of the programmes and of the plans, read once for facets, specs and details. */
export async function offerSummaries(db: Db) {
  const p = mortgagePrograms;
  const i = installmentPlans;
  const [[programs], [plans], kinds] = await Promise.all([
    db
      .select({
        count: count(),
        rateMin: min(p.rate),
        rateMax: max(p.rate),
        downMin: min(p.minDownPaymentPercent),
        downMax: max(p.minDownPaymentPercent),
        yearsMin: min(p.maxTermYears),
        yearsMax: max(p.maxTermYears),
      })
      .from(p),
    db
      .select({
        count: count(),
        downMin: min(i.downPaymentPercent),
        downMax: max(i.downPaymentPercent),
        monthsMin: min(i.months),
        monthsMax: max(i.months),
      })
      .from(i),
    db.select({ kind: p.kind, count: count() }).from(p).groupBy(p.kind),
  ]);
  // min()/max() of numeric columns come back as strings on some drivers.
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const known = (values: Array<number | null>) => values.filter((n): n is number => n !== null);
  const months = (years: unknown) => (num(years) === null ? null : Number(years) * 12);
  return {
    mortgage: {
      offers: programs.count,
      rate_from: num(programs.rateMin),
      down_payment_from: num(programs.downMin),
      term_months_max: months(programs.yearsMax),
    },
    installment: {
      offers: plans.count,
      rate_from: null,
      down_payment_from: num(plans.downMin),
      term_months_max: num(plans.monthsMax),
    },
    ranges: {
      rate: { min: num(programs.rateMin), max: num(programs.rateMax) },
      down: known([programs.downMin, programs.downMax, plans.downMin, plans.downMax].map(num)),
      months: known([months(programs.yearsMin), months(programs.yearsMax), num(plans.monthsMin), num(plans.monthsMax)]),
    },
    kinds: new Map(kinds.map((row) => [row.kind, row.count])),
  };
}

/** Offers of a method by slug: only mortgage and installment have any. */
export const offersOf = (summary: Awaited<ReturnType<typeof offerSummaries>>, slug: string): number =>
  slug === 'mortgage' || slug === 'installment' ? summary[slug].offers : 0;

const NONE = { offers: 0, rate_from: null, down_payment_from: null, term_months_max: null };

/** A published method by number or slug with the best terms of its offers; null when there is none. */
export async function findPurchaseMethod(db: Db, id: string): Promise<PurchaseDetail | null> {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const [row] = await db
    .select()
    .from(purchaseMethods)
    .where(
      and(
        eq(purchaseMethods.isPublished, true),
        numeric === null ? eq(purchaseMethods.slug, id) : eq(purchaseMethods.id, numeric),
      ),
    )
    .limit(1);
  if (!row) return null;
  // Content-only methods need no offer summary (three aggregate reads).
  if (row.slug !== 'mortgage' && row.slug !== 'installment') return { ...toMethod(row), ...NONE };
  const summary = await offerSummaries(db);
  return { ...toMethod(row), ...summary[row.slug] };
}
