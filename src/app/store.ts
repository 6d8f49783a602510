/** The Redux store: one API slice, shared UI slices, persisted visitor preferences. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { api, type ApiExtra } from '@/lib/api/api';
import { persistDefaults } from '@/lib/store/idb-storage';
import { menuSlice } from '@/entities/menu/menu-slice';
import { modalSlice } from '@/entities/modal/modal-slice';
import { visitedLotsSlice } from '@/entities/visited-lots/visited-lots-slice';
import {
  SAVED_LOTS_PERSIST_KEY,
  SAVED_LOTS_PERSIST_WHITELIST,
  savedLotsSlice,
} from '@/entities/saved-lots/saved-lots-slice';
import { createSavedLotsSync, watchConnection } from '@/entities/saved-lots/saved-lots-sync';
import { cookieNoticeSlice } from '@/features/cookie-notice/cookie-notice-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [menuSlice.reducerPath]: menuSlice.reducer,
  [modalSlice.reducerPath]: modalSlice.reducer,
  [cookieNoticeSlice.reducerPath]: persistReducer(
    { key: 'cookie-notice', ...persistDefaults },
    cookieNoticeSlice.reducer,
  ),
  [visitedLotsSlice.reducerPath]: persistReducer({ key: 'visited-lots', ...persistDefaults }, visitedLotsSlice.reducer),
  [savedLotsSlice.reducerPath]: persistReducer(
    { key: SAVED_LOTS_PERSIST_KEY, whitelist: SAVED_LOTS_PERSIST_WHITELIST, ...persistDefaults },
    savedLotsSlice.reducer,
  ),
});

const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/**
 * The reducers and the API middleware, nothing that needs a browser: the server
 * renders each page with a store of its own (src/entry-server.tsx), whose reads
 * go to the API in-process through `extra.fetchFn`.
 */
export function createStoreCore(extra: ApiExtra = {}) {
  // Acts only on the visitor's toggles and the outbox's rehydration: idle on the server.
  const savedLotsSync = createSavedLotsSync();
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions: PERSIST_ACTIONS } })
        .prepend(savedLotsSync.middleware)
        .concat(api.middleware),
  });
}

/**
 * The browser's store. `beforePersist` runs on the fresh store before the
 * persisted preferences are read back: the hydrating page puts the server's
 * answers in there, and takes its snapshot of the state the server drew.
 */
export function createAppStore(beforePersist?: (store: AppStore) => void) {
  const store = createStoreCore();
  beforePersist?.(store);
  setupListeners(store.dispatch);
  watchConnection(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createStoreCore>;
export type AppPersistor = ReturnType<typeof createAppStore>['persistor'];
export type RootState = ReturnType<typeof rootReducer>;

declare module '@/lib/store/hooks' {
  interface AppStoreTypes {
    state: RootState;
    dispatch: AppStore['dispatch'];
  }
}
