/** Store, persisted preferences and the router. */
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppStore } from './store';
import { createAppRouter } from './router';
import { useLegacyStorageMigration } from './legacy-storage-migration';

export function AppProviders() {
  const [{ store, persistor, router }] = useState(() => {
    const created = createAppStore();
    return { ...created, router: createAppRouter(created.store) };
  });
  useLegacyStorageMigration(store, persistor);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
