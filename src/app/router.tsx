/**
 * The data router, built from the route table of `src/lib/routes.ts`: the
 * same table the server uses for statuses and meta tags.
 */
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTES, isGuardedPath, type LayoutName, type RouteDef } from '@/lib/routes';
import { guardRedirect } from '@/lib/stage';
import { runtimeConfig } from '@/lib/runtime-config';
import { siteApi } from '@/entities/site/site-api';
import { isNetworkFailure, offlineRouteError } from '@/features/offline-page/offline-error';
import type { AppStore } from './store';
import { lazyScreen } from './screens';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { DefaultLayout } from './layouts/default-layout';
import { PrintLayout } from './layouts/print-layout';

export interface RouteHandle {
  route: RouteDef;
}

function guardLoader({ request }: LoaderFunctionArgs) {
  const { stage, devFlag } = runtimeConfig();
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

function rootLoader() {
  const { maintenanceUntil } = runtimeConfig();
  if (maintenanceUntil && Date.parse(maintenanceUntil) > Date.now()) {
    throw data({ maintenanceUntil }, { status: 503, statusText: 'тех. работы' });
  }
  return null;
}

function toRouteObject(def: RouteDef, store: AppStore): RouteObject {
  const guarded = isGuardedPath(def.path);
  const entity = def.entity ? entityLoader(store, def) : undefined;
  return {
    id: def.name,
    path: def.path,
    handle: { route: def } satisfies RouteHandle,
    loader:
      guarded || entity
        ? async (args: LoaderFunctionArgs) => {
            if (guarded) guardLoader(args);
            return entity ? entity(args) : null;
          }
        : undefined,
    lazy: async () => ({ Component: (await lazyScreen(def.screen)()).default }),
  };
}

function routesFor(layout: LayoutName, store: AppStore): RouteObject[] {
  return ROUTES.filter((def) => def.layout === layout).map((def) => toRouteObject(def, store));
}

export function createAppRouter(store: AppStore) {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootShell,
      // The shell paints nothing until the first route resolves; the server already sent the head.
      HydrateFallback: () => null,
      loader: rootLoader,
      // Only the first load needs the maintenance check; navigations skip it.
      shouldRevalidate: () => false,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { Component: DefaultLayout, children: routesFor('default', store) },
            { Component: PrintLayout, children: routesFor('print', store) },
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
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
