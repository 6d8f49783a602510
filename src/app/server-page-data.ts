/**
 * The routes' reads on the server (decision 032): the same prefetches as the
 * browser's first load (page-data.ts), awaited whole. No time limit here: the
 * renderer has its own, and no visitor's lists (favourites, comparison) — the
 * page is the same for everyone, so it can be cached, and the visitor's own
 * lists arrive after hydration.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { PrefetchContext } from '@/lib/api/prefetch';
import type { RouteDef } from '@/lib/routes';
import { prefetchSeoPage, prefetchSiteShell } from '@/entities/site/site-prefetch';
import type { PageData } from './page-data';
import { SCREENS } from './screens';
import type { AppStore } from './store';

export function createServerPageData(store: Pick<AppStore, 'dispatch'>): PageData {
  const context = (args: LoaderFunctionArgs, route?: RouteDef): PrefetchContext => ({
    dispatch: store.dispatch,
    params: args.params,
    url: new URL(args.request.url),
    route,
  });
  return {
    started: () => undefined,
    // The shell's reads too: an error page (no layout route matched) still draws the header with its menus.
    root: (args) =>
      Promise.all([prefetchSeoPage(context(args)), prefetchSiteShell(context(args))]).then(() => undefined),
    defaultLayout: (args) => prefetchSiteShell(context(args)),
    screen: async (route, args) => {
      const screen = await SCREENS[route.screen]();
      await screen.prefetch?.(context(args, route));
    },
  };
}
