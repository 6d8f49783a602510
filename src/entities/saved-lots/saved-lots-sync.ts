/**
 * The outbox middleware: favourite and compare toggles are queued in the
 * slice and sent in order by the delivery loop (saved-lots-delivery.ts, which
 * says how). This module only decides when to send: after a toggle, after the
 * outbox is rehydrated from IndexedDB, when the connection or the tab comes
 * back. The loop itself loads the first time there is something to send
 * (decision 015); offline, the op waits and the visitor sees it waiting at once.
 */
import { isAnyOf, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { connectionRestored, isOnline, type Dispatch } from './saved-lots-connection';
import {
  SAVED_LOTS_PERSIST_KEY,
  opDeferred,
  savedListCleared,
  savedLotAdded,
  savedLotRemoved,
  selectOutbox,
  type SavedLotsState,
} from './saved-lots-slice';

export { connectionRestored };

type Drain = (getState: () => unknown, dispatch: Dispatch) => Promise<void>;

const loadDrain = () => import('./saved-lots-delivery').then((module) => module.createDrain());

export function createSavedLotsSync(load: () => Promise<Drain> = loadDrain) {
  let drain: Promise<Drain> | undefined;

  const isRehydrated = (action: UnknownAction) =>
    action.type === REHYDRATE && (action as { key?: string }).key === SAVED_LOTS_PERSIST_KEY;
  const isTrigger = (action: unknown) =>
    isAnyOf(savedLotAdded, savedLotRemoved, savedListCleared, connectionRestored)(action) ||
    isRehydrated(action as UnknownAction);

  function send(getState: () => unknown, dispatch: Dispatch) {
    const first = selectOutbox(getState() as { savedLots: SavedLotsState })[0];
    if (!first) return;
    // Offline, the op waits for `online` (watchConnection); nothing needs loading to say so.
    if (!isOnline()) {
      dispatch(opDeferred({ id: first.id, offline: true, count: false }));
      return;
    }
    drain ??= load();
    drain
      .then(
        (run) => run(getState, dispatch),
        () => {
          // The loop's file did not arrive (the connection dropped): wait like offline, load again on the next trigger.
          drain = undefined;
          dispatch(opDeferred({ id: first.id, offline: true, count: false }));
        },
      )
      .catch((error: unknown) => console.error(error));
  }

  // A plain middleware rather than RTK's listener middleware: one trigger and one effect need none of
  // its task machinery, which would cost every page's first load ~1.3 kB gzip (decision 015).
  const middleware: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    // After the reducer, like a listener: the op is in the outbox by now.
    // The store's dispatch takes RTK Query's thunks too (the thunk middleware comes first).
    if (isTrigger(action)) send(store.getState, store.dispatch as Dispatch);
    return result;
  };
  return { middleware };
}

/** Retries the outbox when the browser comes back online or the tab is shown again. */
export function watchConnection(dispatch: Dispatch): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const retry = () => dispatch(connectionRestored());
  const onVisible = () => {
    if (document.visibilityState === 'visible') retry();
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
