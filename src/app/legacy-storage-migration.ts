/**
 * One-off migration of the legacy local-storage flag `accept-cookie` = 'true'
 * (spec §9) into the persisted store, after IndexedDB rehydration.
 */
import { useEffect } from 'react';
import type { Persistor } from 'redux-persist';
import { cookiesAccepted, LEGACY_COOKIE_KEY } from '@/features/cookie-notice/cookie-notice-slice';
import type { AppStore } from './store';

export function migrateLegacyStorage(store: AppStore, storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  if (storage.getItem(LEGACY_COOKIE_KEY) === 'true') {
    store.dispatch(cookiesAccepted());
    storage.removeItem(LEGACY_COOKIE_KEY);
  }
}

export function useLegacyStorageMigration(store: AppStore, persistor: Persistor): void {
  useEffect(() => {
    const run = () => {
      try {
        migrateLegacyStorage(store, localStorage);
      } catch {
        // Storage can be blocked (private mode); the notice simply shows again.
      }
    };
    if (persistor.getState().bootstrapped) return run();
    return persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) run();
    });
  }, [store, persistor]);
}
