/**
 * The calculator opened from a lot («Рассчитать ипотеку» on /lots/{id}):
 * `?price=` (roubles), `?project=` and `?lot=` in the address, so the link
 * can be shared. The programmes that lend in the lot's project are asked
 * with the table's own query, and the best of them on that price
 * (`bestProgramOffer`, the rule the server's «В ипотеку от …» uses) is put
 * into the calculator once — the lot page and the calculator show one payment.
 */
import { useEffect, useRef, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { bestProgramOffer } from '@/lib/mortgage';
import type { CalculatorAction } from './calculator-model';
import { useGetMortgageProgramsQuery } from './purchase-api';

const positive = (raw: string | null) =>
  raw !== null && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

export interface LotLanding {
  price: number | null;
  project: number | null;
  lot: number | null;
}

export function useLotLanding(): LotLanding {
  const [params] = useSearchParams();
  return {
    price: positive(params.get('price')),
    project: positive(params.get('project')),
    lot: positive(params.get('lot')),
  };
}

/** Applies the lot's best programme when its programmes arrive; a visitor's later changes are left alone. */
export function useLotOffer({ price, project }: LotLanding, dispatch: Dispatch<CalculatorAction>): void {
  const programs = useGetMortgageProgramsQuery(project === null ? {} : { project: [project] }, {
    skip: price === null,
  });
  const applied = useRef<string | null>(null);
  const key = `${price}:${project}`;
  useEffect(() => {
    if (price === null || !programs.data || applied.current === key) return;
    applied.current = key;
    const offer = bestProgramOffer(programs.data.results, price);
    if (offer) dispatch({ type: 'offer', program: offer.program, price });
    // The visitor came for the calculator: below the hero on every screen, so it is brought into view (as «Выбрать» does).
    requestAnimationFrame(() => document.getElementById('mortgage-calculator')?.scrollIntoView({ block: 'start' }));
  }, [price, key, programs.data, dispatch]);
}
