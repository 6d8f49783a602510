/**
 * The route objects of the data router, built from the route table of
 * `src/lib/routes.ts` (the same table the server uses for statuses and meta
 * tags). One set serves both sides: the browser's router (router.tsx) and the
 * server's static handler (src/entry-server.tsx), each with its own store,
 * runtime config and page data.
 */
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { ROUTES, isGuardedPath, type LayoutName, type RouteDef, type ScreenKey } from '@/lib/routes';
import { guardRedirect } from '@/lib/stage';
import type { AppRuntimeConfig } from '@/lib/app-config';
import { siteApi } from '@/entities/site/site-api';
import { isNetworkFailure, offlineRouteError } from '@/features/offline-page/offline-error';
import type { AppStore } from './store';
import type { PageData } from './page-data';
import { lazyScreen } from './screens';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { DefaultLayout } from './layouts/default-layout';
import { PrintLayout } from './layouts/print-layout';

export interface RouteHandle {
  route: RouteDef;
}

export interface RouteDeps {
  store: AppStore;
  /** The page's runtime config: the server's for the request, the browser's from the page. */
  config: () => AppRuntimeConfig;
  pageData: PageData;
  /**
   * Screens already loaded, drawn without `lazy`: react-router runs the loaders of a lazy route
   * again when it hydrates, so the hydrating page's own screen comes loaded (src/main.tsx).
   */
  loadedScreens?: Partial<Record<ScreenKey, ComponentType>>;
}

function guardLoader({ request }: LoaderFunctionArgs, config: AppRuntimeConfig) {
  const { stage, devFlag } = config;
  const target = guardRedirect(new URL(request.url).pathname, stage, devFlag);
  if (target) throw redirect(target);
}

/**
 * Parameterised pages exist only when their entity does (spec §2: 404 otherwise).
 * Without a network and without a kept copy of the answer the page cannot be
 * drawn: the offline page says so (decision 011). Lots are the exception: the
 * lot screen itself decides from the lot detail the worker may keep, which
 * works under every alias of the lot.
 */
function entityLoader(store: AppStore, def: RouteDef) {
  return async ({ request }: LoaderFunctionArgs) => {
    const pathname = new URL(request.url).pathname;
    const query = store.dispatch(siteApi.endpoints.getSeoPage.initiate(pathname));
    try {
      const result = await query;
      if (result.error && 'status' in result.error && result.error.status === 404) {
        throw data({ message: 'This page could not be found' }, { status: 404 });
      }
      if (result.error && isNetworkFailure(result.error) && def.entity !== 'lot') throw offlineRouteError();
      // A server failure: show the screen with whatever it can load.
      return result.data ?? null;
    } finally {
      query.unsubscribe();
    }
  };
}

function rootLoader(config: AppRuntimeConfig) {
  const { maintenanceUntil, status } = config;
  if (maintenanceUntil && Date.parse(maintenanceUntil) > Date.now()) {
    throw data({ maintenanceUntil }, { status: 503, statusText: 'тех. работы' });
  }
  // The server could not make the page (its database away, decision 027): the spec's error page,
  // not a screen whose reads would fail one by one.
  if (status >= 500) throw data(null, { status });
  return null;
}

function toRouteObject(def: RouteDef, { store, config, pageData, loadedScreens }: RouteDeps): RouteObject {
  const guarded = isGuardedPath(def.path);
  const entity = def.entity ? entityLoader(store, def) : undefined;
  return {
    id: def.name,
    path: def.path,
    handle: { route: def } satisfies RouteHandle,
    loader: async (args: LoaderFunctionArgs) => {
      if (guarded) guardLoader(args, config());
      // The screen's reads start beside the existence check (decision 023); a 404 only wastes them.
      const [found] = await Promise.all([entity ? entity(args) : null, pageData.screen(def, args)]);
      return found;
    },
    ...(loadedScreens?.[def.screen]
      ? { Component: loadedScreens[def.screen] }
      : { lazy: async () => ({ Component: (await lazyScreen(def.screen)()).default }) }),
  };
}

function routesFor(layout: LayoutName, deps: RouteDeps): RouteObject[] {
  return ROUTES.filter((def) => def.layout === layout).map((def) => toRouteObject(def, deps));
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootShell,
      // A client-rendered first page (the offline shell) paints nothing until its route resolves.
      HydrateFallback: () => null,
      loader: async (args: LoaderFunctionArgs) => {
        const maintenance = rootLoader(deps.config());
        await deps.pageData.root(args);
        return maintenance;
      },
      // Only the first load needs the maintenance check; navigations skip it.
      shouldRevalidate: () => false,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              Component: DefaultLayout,
              loader: async (args: LoaderFunctionArgs) => {
                await deps.pageData.defaultLayout(args);
                return null;
              },
              // Header, footer and the saved lists are read once; their hooks keep them fresh.
              shouldRevalidate: () => false,
              children: routesFor('default', deps),
            },
            { Component: PrintLayout, children: routesFor('print', deps) },
            {
              path: '*',
              loader: () => {
                throw data({ message: 'This page could not be found' }, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
