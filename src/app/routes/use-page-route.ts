/** The deepest route's table entry and the page heading: the SEO record's h1, else the table's title. */
import { useLocation, useMatches } from 'react-router';
import type { RouteDef } from '@/lib/routes';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import type { RouteHandle } from '../route-objects';

export function usePageRoute(fallbackTitle = ''): { route: RouteDef | undefined; title: string } {
  const { pathname } = useLocation();
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.route;
  const { data } = useGetSeoPageQuery(pathname);
  return { route, title: data?.h1 ?? route?.title ?? fallbackTitle };
}
