/**
 * `/lots`: the catalogue. Thin on purpose — the parts live in
 * src/features/catalogue and share their state through the URL; «Вы смотрели»
 * (spec §3) follows the results.
 */
import { useLocation } from 'react-router';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { selectVisitedLotIds } from '@/entities/visited-lots/visited-lots-slice';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { ActiveChips } from '@/features/catalogue/active-chips';
import { FiltersPanel } from '@/features/catalogue/filters-panel';
import { KindTabs } from '@/features/catalogue/kind-tabs';
import { LotResults } from '@/features/catalogue/lot-results';
import { ResultsToolbar } from '@/features/catalogue/results-toolbar';
import { useCanonicalUrl } from '@/features/catalogue/use-catalogue-filters';
import { prefetchCatalogue } from '@/features/catalogue/catalogue-prefetch';
import { lazyPart } from '../lazy-part';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchCatalogue;

// Not in the catalogue's first load: only a returning visitor has a row, and it comes after hydration anyway.
const RecentlyViewed = lazyPart(
  () => import('@/features/recently-viewed/recently-viewed').then((module) => module.RecentlyViewed),
  {
    ssr: false,
  },
);

/**
 * «Вы смотрели» under the results (issue 31): the visited lots live in IndexedDB, so the row can
 * only appear after hydration, and there it moves nothing the visitor already sees. The price:
 * the results load on as the visitor scrolls (spec §9), so the row is reached where the list
 * ends — at once for a narrow search, after the last page for a wide one.
 */
function VisitedLots() {
  const visited = useAppSelector(selectVisitedLotIds).length > 0;
  return visited ? <RecentlyViewed /> : null;
}

export default function LotsScreen() {
  useCanonicalUrl();
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);
  return (
    <PageFrame title={data?.h1 ?? 'Выбрать недвижимость'}>
      <KindTabs />
      <FiltersPanel />
      <ActiveChips />
      <ResultsToolbar />
      <LotResults />
      <VisitedLots />
    </PageFrame>
  );
}
