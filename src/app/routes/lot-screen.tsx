/**
 * Route module of `/lots/{id}` and every lot alias of spec §2 (`/flat/{id}`,
 * `/commercials/{id}`…): one page for all. The alias's `kind` only picks
 * the catalogue to ask first. The route loader already answered 404 for an
 * unknown lot; the not-found branch here covers a lot that vanished between
 * the loader and the detail call.
 */
import { useEffect } from 'react';
import { useMatches, useParams } from 'react-router';
import { useAppDispatch } from '@/lib/store/hooks';
import { lotVisited } from '@/entities/visited-lots/visited-lots-slice';
import { LotPage } from '@/features/lot-page/lot-page';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import { LotPageError, LotPageLoading } from '@/features/lot-page/lot-page-states';
import { LotDocuments } from '@/features/print-sheet/lot-documents';
import { parseLotId, useLotDetail } from '@/features/lot-page/use-lot-detail';
import { NotFoundPage, OfflinePage } from '../lazy-shell';
import type { RouteHandle } from '../route-objects';
import { prefetchLotPage } from '@/features/lot-page/lot-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchLotPage;

export default function LotScreen() {
  const { id } = useParams();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const detail = useLotDetail(parseLotId(id), handle?.route.params?.kind);
  const dispatch = useAppDispatch();
  const visitedId = detail.state === 'ready' ? detail.lot.id : null;

  // Spec §3: every opened lot is recorded, newest first, without duplicates.
  useEffect(() => {
    if (visitedId !== null) dispatch(lotVisited(visitedId));
  }, [dispatch, visitedId]);

  switch (detail.state) {
    case 'ready':
      // «Скачать PDF» and «Распечатать» (issue 7) plug into LotPage's `documents`.
      return (
        <LotPage
          lot={detail.lot}
          actions={<SavedLotToggles lot={detail.lot} variant="labelled" />}
          documents={<LotDocuments lot={detail.lot} />}
        />
      );
    case 'not-found':
      return <NotFoundPage />;
    case 'error':
      // No network and no copy kept by the service worker (decision 011).
      return detail.offline ? (
        <OfflinePage onRetry={detail.retry} />
      ) : (
        <LotPageError error={detail.error} onRetry={detail.retry} />
      );
    default:
      return <LotPageLoading />;
  }
}
