/**
 * A lot's «В ипотеку от … ₽/мес.» (`min_mortgage`) computed from the banks'
 * programmes that lend in its project, with the rule the calculator opens
 * with from the lot page (`bestProgramOffer` of src/lib/mortgage.ts): the
 * lowest monthly payment at a programme's minimum down payment and longest
 * term, within its loan limit. One rule in one place, so the card, the lot
 * page, the comparison, the PDF and /purchase/mortgage?price=… agree.
 *
 * The stored `min_mortgage` column only says whether the lot is sold on a
 * mortgage at all (null for commercial premises, parking and storage);
 * a lot no programme can lend on (too dear for every limit) gets null.
 */
import { sql } from 'drizzle-orm';
import { bestProgramOffer, type ProgramTerms } from '../../../src/lib/mortgage.ts';
import type { Db } from '../../db/client.ts';

export interface LotProgram extends ProgramTerms {
  projectId: number | null;
}

/** The programmes in the API's order (lowest rate first), so ties resolve as in the calculator. */
export async function readPrograms(db: Db): Promise<LotProgram[]> {
  const result = await db.execute<{
    j: string;
  }>(sql`select coalesce(json_agg(json_build_array(rate, min_down_payment_percent,
    max_term_years, max_amount, project_id) order by rate, min_down_payment_percent, sort, id), '[]')::text as j from mortgage_programs`);
  const rows = JSON.parse((result as unknown as { rows: Array<{ j: string }> }).rows[0].j) as Array<
    [number | string, number | string, number, number, number | null]
  >;
  return rows.map(([rate, down, years, amount, projectId]) => ({
    rate: Number(rate),
    min_down_payment_percent: Number(down),
    max_term_years: years,
    max_amount: amount,
    projectId,
  }));
}

/** Whole roubles: the lot's figure is said without kopecks, the calculator shows the same sum to the kopeck. */
function lotMortgage(programs: readonly LotProgram[], projectId: number, price: number): number | null {
  const offer = bestProgramOffer(
    programs.filter((program) => program.projectId === null || program.projectId === projectId),
    price,
  );
  return offer ? Math.round(offer.result.monthlyPayment) : null;
}

/** Fills `minMortgage` of the lots sold on a mortgage; one result per project and price. */
export function applyMortgageOffers(
  lots: Array<{ price: number; minMortgage: number | null; project: { id: number } }>,
  programs: readonly LotProgram[],
): void {
  const memo = new Map<string, number | null>();
  for (const lot of lots) {
    if (lot.minMortgage === null) continue;
    const key = `${lot.project.id}:${lot.price}`;
    if (!memo.has(key)) memo.set(key, lotMortgage(programs, lot.project.id, lot.price));
    lot.minMortgage = memo.get(key) ?? null;
  }
}
