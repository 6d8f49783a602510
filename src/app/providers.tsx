/** Store, persisted preferences, the router and the page's side of the service worker. */
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppStore } from './store';
import { createAppRouter } from './router';
import { useLegacyStorageMigration } from './legacy-storage-migration';
import { startServiceWorkerBridge } from './service-worker-bridge';

export function AppProviders() {
  const [{ store, persistor, router }] = useState(() => {
    const created = createAppStore();
    return { ...created, router: createAppRouter(created.store) };
  });
  useLegacyStorageMigration(store, persistor);
  useEffect(() => startServiceWorkerBridge(store), [store]);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
