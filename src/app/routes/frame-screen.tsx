/**
 * The page frame with its heading for screens that later issues fill in
 * (issue 2 allows this). The heading comes from the page's SEO record.
 */
import { useLocation, useMatches } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { PageFrame } from '@/ui/page-frame/page-frame';
import type { RouteHandle } from '../route-objects';

export default function FrameScreen() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const { data } = useGetSeoPageQuery(pathname);
  return <PageFrame title={data?.h1 ?? handle?.route.title ?? ''} />;
}
