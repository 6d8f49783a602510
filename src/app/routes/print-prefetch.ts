/**
 * `/print?ids=…` before its first render (decision 023): the phone of the
 * sheets' footer (`useSheetContacts`) and each lot as its sheet asks it
 * (`useLotDetail(id, undefined)`). A wrong address asks no lot: its message is the page.
 */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { siteApi } from '@/entities/site/site-api';
import { prefetchLotDetail } from '@/features/lot-page/lot-prefetch';
import { parsePrintQuery } from '@/features/print-sheet/print-query';

export const prefetchPrintPage: Prefetch = async ({ dispatch, url }) => {
  const query = parsePrintQuery(url.searchParams);
  const info = dispatch(siteApi.endpoints.getSiteInfo.initiate());
  const lots = query.ok ? await Promise.all(query.ids.map((id) => prefetchLotDetail(dispatch, id, undefined))) : [];
  await settle([info, ...lots.flatMap((lot) => lot.queries)]);
};
