/**
 * `/`: the heading from the page's SEO record and «Вы смотрели» (spec §3).
 * The home page's own blocks come with a later issue; this module stays thin.
 */
import { useLocation, useMatches } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { RecentlyViewed } from '@/features/recently-viewed/recently-viewed';
import type { RouteHandle } from '../router';

export default function HomeScreen() {
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const { data } = useGetSeoPageQuery(pathname);
  return (
    <PageFrame title={data?.h1 ?? handle?.route.title ?? 'Главная'}>
      <RecentlyViewed />
    </PageFrame>
  );
}
