/**
 * The browser's data router over the shared route objects (route-objects.tsx).
 * A server-rendered page hands over its loaders' answers (`hydrationData`), so
 * the router starts initialised on the server's page instead of loading it again.
 */
import { createBrowserRouter, createPath } from 'react-router';
import { setPendingAddress } from '@/lib/chunk-reload';
import { runtimeConfig } from '@/lib/runtime-config';
import type { AppPersistor, AppStore } from './store';
import { createPageData } from './page-data';
import { whenInitialized } from './router-ready';
import { createRoutes, type RouteDeps } from './route-objects';

export function createAppRouter(store: AppStore, persistor: AppPersistor, loadedScreens?: RouteDeps['loadedScreens']) {
  const pageData = createPageData(store, persistor);
  // A server-rendered page's loader data comes from window.__staticRouterHydrationData (src/main.tsx).
  const router = createBrowserRouter(createRoutes({ store, config: runtimeConfig, pageData, loadedScreens }));
  void whenInitialized(router).then(() => pageData.started());
  // A screen's chunk loads before the router commits the new address: a failed one reloads where the visitor was going.
  setPendingAddress(() => {
    const next = router.state.navigation.location;
    return next ? createPath(next) : null;
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
