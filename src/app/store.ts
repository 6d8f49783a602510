/** The Redux store: one API slice, shared UI slices, persisted visitor preferences. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { api } from '@/lib/api/api';
import { persistDefaults } from '@/lib/store/idb-storage';
import { menuSlice } from '@/entities/menu/menu-slice';
import { modalSlice } from '@/entities/modal/modal-slice';
import { visitedLotsSlice } from '@/entities/visited-lots/visited-lots-slice';
import { SAVED_LOTS_PERSIST_KEY, SAVED_LOTS_PERSIST_WHITELIST, savedLotsSlice } from '@/entities/saved-lots/saved-lots-slice';
import { createSavedLotsSync, watchConnection } from '@/entities/saved-lots/saved-lots-sync';
import { cookieNoticeSlice } from '@/features/cookie-notice/cookie-notice-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [menuSlice.reducerPath]: menuSlice.reducer,
  [modalSlice.reducerPath]: modalSlice.reducer,
  [cookieNoticeSlice.reducerPath]: persistReducer({ key: 'cookie-notice', ...persistDefaults }, cookieNoticeSlice.reducer),
  [visitedLotsSlice.reducerPath]: persistReducer({ key: 'visited-lots', ...persistDefaults }, visitedLotsSlice.reducer),
  [savedLotsSlice.reducerPath]: persistReducer(
    { key: SAVED_LOTS_PERSIST_KEY, whitelist: SAVED_LOTS_PERSIST_WHITELIST, ...persistDefaults },
    savedLotsSlice.reducer,
  ),
});

export function createAppStore() {
  const savedLotsSync = createSavedLotsSync();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(savedLotsSync.middleware)
        .concat(api.middleware),
  });
  setupListeners(store.dispatch);
  watchConnection(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppPersistor = ReturnType<typeof createAppStore>['persistor'];
export type RootState = ReturnType<typeof rootReducer>;

declare module '@/lib/store/hooks' {
  interface AppStoreTypes {
    state: RootState;
    dispatch: AppStore['dispatch'];
  }
}
