/** Store, persisted preferences, the router and the page's side of the service worker. */
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore, AppPersistor } from './store';
import type { AppRouter } from './router';
import { useLegacyStorageMigration } from './legacy-storage-migration';
import { startServiceWorkerBridge } from './service-worker-bridge-start';

export interface AppProvidersProps {
  store: AppStore;
  persistor: AppPersistor;
  router: AppRouter;
}

/** The store and the router are made once, before the first render (src/main.tsx), each in a task of its own. */
export function AppProviders({ store, persistor, router }: AppProvidersProps) {
  useLegacyStorageMigration(store, persistor);
  useEffect(() => startServiceWorkerBridge(store), [store]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
