/**
 * `/print?id=123` / `/print?ids=1,2,3` (spec §2, issue 7) on the print layout:
 * composes the print-sheet feature with the lot page's detail hook (the
 * same requests, aliases and offline copies as the lot page), and marks the
 * page ready for Chromium `page.pdf()` once every sheet is complete.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLotDetail } from '@/features/lot-page/use-lot-detail';
import { PrintLotEntry, PrintPage, type PrintEntryState } from '@/features/print-sheet/print-page';
import { parsePrintQuery } from '@/features/print-sheet/print-query';
import { useSheetContext } from '@/features/print-sheet/sheet-context';
import { usePrintReady } from '@/features/print-sheet/use-print-ready';
import type { SheetContext } from '../../../pdf/lot-sheet-types';
import { prefetchPrintPage } from './print-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchPrintPage;

function Entry({ id, context, onSettled }: { id: number; context: SheetContext; onSettled: (id: number) => void }) {
  const detail = useLotDetail(id, undefined);
  const state: PrintEntryState = detail.state === 'error' ? { state: 'error', offline: detail.offline } : detail;
  return <PrintLotEntry id={id} detail={state} context={context} onSettled={onSettled} />;
}

function PrintSheets({ search }: { search: URLSearchParams }) {
  const query = useMemo(() => parsePrintQuery(search), [search]);
  const { context, settled } = useSheetContext();
  const ids = query.ok ? query.ids : [];
  // A wrong address is complete as it is: the message is what gets printed.
  const settle = usePrintReady(ids, settled || !query.ok);
  return (
    <PrintPage query={query}>
      {ids.map((id) => (
        <Entry key={id} id={id} context={context} onSettled={settle} />
      ))}
    </PrintPage>
  );
}

export default function PrintScreen() {
  const [search] = useSearchParams();
  // Another set of lots is another page: readiness starts over.
  return <PrintSheets key={search.toString()} search={search} />;
}
