/** Store, persisted preferences, the router and the page's side of the service worker. */
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { RenderEnvProvider, type RenderEnv } from '@/lib/render/render-env';
import type { AppStore, AppPersistor, RootState } from './store';
import type { AppRouter } from './router';
import { useLegacyStorageMigration } from './legacy-storage-migration';
import { startServiceWorkerBridge } from './service-worker-bridge-start';

export interface AppProvidersProps {
  store: AppStore;
  persistor: AppPersistor;
  router: AppRouter;
  env: RenderEnv;
  /** The state the server drew the page from: the hydrating render reads it, whatever IndexedDB brings meanwhile. */
  serverState?: RootState;
  /** Called once the first render is committed (hydration included). */
  onCommitted?: () => void;
}

/** The store and the router are made once, before the first render (src/main.tsx), each in a task of its own. */
export function AppProviders({ store, persistor, router, env, serverState, onCommitted }: AppProvidersProps) {
  useLegacyStorageMigration(store, persistor);
  useEffect(() => startServiceWorkerBridge(store), [store]);
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <RenderEnvProvider value={env}>
      <Provider store={store} serverState={serverState}>
        <RouterProvider router={router} />
      </Provider>
    </RenderEnvProvider>
  );
}
