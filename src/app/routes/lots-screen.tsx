/**
 * `/lots`: the catalogue. Thin on purpose — the parts live in
 * src/features/catalogue and share their state through the URL; «Вы смотрели»
 * (spec §3) follows the results.
 */
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { ActiveChips } from '@/features/catalogue/active-chips';
import { FiltersPanel } from '@/features/catalogue/filters-panel';
import { KindTabs } from '@/features/catalogue/kind-tabs';
import { LotResults } from '@/features/catalogue/lot-results';
import { ResultsToolbar } from '@/features/catalogue/results-toolbar';
import { useCanonicalUrl } from '@/features/catalogue/use-catalogue-filters';
import { RecentlyViewed } from '@/features/recently-viewed/recently-viewed';
import { prefetchCatalogue } from '@/features/catalogue/catalogue-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchCatalogue;

export default function LotsScreen() {
  useCanonicalUrl();
  const { pathname } = useLocation();
  const { data } = useGetSeoPageQuery(pathname);
  return (
    <PageFrame title={data?.h1 ?? 'Выбрать недвижимость'}>
      {/* Above the filters: the results scroll on without end (spec §9), so nothing under them is ever reached. */}
      <RecentlyViewed view="list" />
      <KindTabs />
      <FiltersPanel />
      <ActiveChips />
      <ResultsToolbar />
      <LotResults />
    </PageFrame>
  );
}
