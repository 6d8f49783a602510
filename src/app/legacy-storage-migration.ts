/**
 * One-off migration of legacy local-storage data into the persisted store,
 * after IndexedDB rehydration: the `accept-cookie` = 'true' flag (spec §9), the
 * space-separated visited lot ids (spec §3) and the catalogue's cards/list
 * choice, which moves into the `lots-view` cookie the server reads (issue 31).
 * On any first page, so the catalogue is usually drawn right from the start.
 */
import { useEffect } from 'react';
import type { Persistor } from 'redux-persist';
import { cookiesAccepted, LEGACY_COOKIE_KEY } from '@/features/cookie-notice/cookie-notice-slice';
import {
  LEGACY_VISITED_KEY,
  legacyVisitedMerged,
  parseLegacyVisited,
} from '@/entities/visited-lots/visited-lots-slice';
import { migrateViewMode } from '@/features/catalogue/use-view-mode';
import type { AppStore } from './store';

function migrateLegacyStorage(store: AppStore, storage: Pick<Storage, 'getItem' | 'removeItem'>): void {
  if (storage.getItem(LEGACY_COOKIE_KEY) === 'true') {
    store.dispatch(cookiesAccepted());
    storage.removeItem(LEGACY_COOKIE_KEY);
  }
  const visited = parseLegacyVisited(storage.getItem(LEGACY_VISITED_KEY));
  if (visited.length > 0) store.dispatch(legacyVisitedMerged(visited));
  storage.removeItem(LEGACY_VISITED_KEY);
  migrateViewMode(storage);
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
