/**
 * `/purchase/{slug}` before its first render (decision 023): the methods
 * menu, the method, and the first reads of its working part with the
 * arguments its sections start with (the mortgage tab from `?kind=` and the
 * lot's project from `?project=`, no bank or rate filter; all instalment plans; every commercial kind).
 */
import { settle, type HeldQuery, type Prefetch } from '@/lib/api/prefetch';
import { isMortgageKind } from '@/schemas/purchase-kinds';
import type { MortgageQuery } from '@/schemas/purchase';
import { purchaseApi } from './purchase-api';

export const prefetchPurchasePage: Prefetch = ({ dispatch, params, url }) => {
  const slug = params.slug ?? '';
  const { endpoints } = purchaseApi;
  const queries: HeldQuery[] = [
    dispatch(endpoints.getPurchaseMethods.initiate()),
    dispatch(endpoints.getPurchaseMethod.initiate(slug)),
  ];
  if (slug === 'mortgage') {
    const kind = url.searchParams.get('kind') ?? '';
    // Opened from a lot (lot-offer.ts): the programmes of its project, the table's and the offer's read.
    const project = /^\d{1,9}$/.test(url.searchParams.get('project') ?? '')
      ? [Number(url.searchParams.get('project'))]
      : undefined;
    const programs: MortgageQuery = {
      ...(isMortgageKind(kind) ? { kind: [kind] } : {}),
      ...(project ? { project } : {}),
    };
    if (project && isMortgageKind(kind) && url.searchParams.has('price'))
      queries.push(dispatch(endpoints.getMortgagePrograms.initiate({ project })));
    queries.push(
      dispatch(endpoints.getMortgageFacets.initiate({})),
      dispatch(endpoints.getMortgagePrograms.initiate(programs)),
      dispatch(endpoints.getMortgageFacets.initiate(programs)),
    );
  } else if (slug === 'installment') {
    queries.push(dispatch(endpoints.getInstallments.initiate({})));
  } else if (slug === 'commercial-selection') {
    queries.push(
      dispatch(endpoints.getCommercialSelection.initiate({})),
      dispatch(endpoints.getCommercialFacets.initiate({})),
    );
  }
  return settle(queries);
};
