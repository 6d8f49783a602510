/** The Redux store: one API slice, shared UI slices, persisted visitor preferences. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore } from 'redux-persist';
import { api } from '@/lib/api/api';
import { persistDefaults } from '@/lib/store/idb-storage';
import { menuSlice } from '@/entities/menu/menu-slice';
import { modalSlice } from '@/entities/modal/modal-slice';
import { visitedLotsSlice } from '@/entities/visited-lots/visited-lots-slice';
import { cookieNoticeSlice } from '@/features/cookie-notice/cookie-notice-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [menuSlice.reducerPath]: menuSlice.reducer,
  [modalSlice.reducerPath]: modalSlice.reducer,
  [cookieNoticeSlice.reducerPath]: persistReducer({ key: 'cookie-notice', ...persistDefaults }, cookieNoticeSlice.reducer),
  [visitedLotsSlice.reducerPath]: persistReducer({ key: 'visited-lots', ...persistDefaults }, visitedLotsSlice.reducer),
});

export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        api.middleware,
      ),
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;

declare module '@/lib/store/hooks' {
  interface AppStoreTypes {
    state: RootState;
    dispatch: AppStore['dispatch'];
  }
}
