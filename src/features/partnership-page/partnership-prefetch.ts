/** `/partnership/{kind}` before its first render (decision 023): the page's content for the route's kind. */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import type { CooperationKind } from '@/schemas/cooperation';
import { partnershipPageApi } from './partnership-page-api';

// The route table's kinds; written out so the screen's chunk loads no schema (decision 015).
const KINDS: readonly string[] = ['brokers', 'investors', 'landowners'] satisfies readonly CooperationKind[];

export const prefetchPartnershipPage: Prefetch = ({ dispatch, route }) => {
  const kind = route?.params?.kind;
  if (kind === undefined || !KINDS.includes(kind)) return Promise.resolve();
  return settle([dispatch(partnershipPageApi.endpoints.getCooperation.initiate(kind as CooperationKind))]);
};
