/**
 * Delivers the outbox of favourite and compare toggles (spec §4) one op at a
 * time, in order. Online or offline, every toggle goes through here, so the
 * order the visitor made is the order the server sees.
 *
 * - add → the item joins the server list and the list is refetched;
 * - remove → removed locally (favourites), comparisons are refetched too;
 * - clear → the list is refetched.
 * A lost connection, a missing CSRF cookie or a 5xx keeps the op first in line
 * (retried on `online`, on return to the tab, and with backoff). A refusal for
 * good — the lot was sold or removed, the list is full — drops the op and
 * shows a conflict. Re-sending is harmless: add is idempotent on the server
 * and a 404 on remove means it is already gone, so nothing applies twice.
 */
import { createAction, isAnyOf, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { api } from '@/lib/api/api';
import type { SavedLot } from '@/schemas/favorites';
import { LIST_TAG, savedLotsApi } from './saved-lots-api';
import { conflictMessage, type OutboxOp } from './saved-lots-model';
import {
  SAVED_LOTS_PERSIST_KEY, deliveryStarted, opDeferred, opDelivered, opRejected, savedListCleared, savedLotAdded, savedLotRemoved, selectOutbox,
  type SavedLotsState,
} from './saved-lots-slice';

export const connectionRestored = createAction('savedLots/connectionRestored');

type Outcome = { kind: 'done'; item?: SavedLot } | { kind: 'retry'; offline: boolean } | { kind: 'rejected'; message: string | null };
type Dispatch = (action: unknown) => unknown;

function errorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } }).data;
  return typeof data?.message === 'string' ? data.message : '';
}

/** Sorts a failed request: wait and retry, or refuse for good. */
export function classifyFailure(op: OutboxOp, error: { status: unknown }): Outcome {
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'retry', offline: true };
  // 403 is the CSRF check: the cookie comes with the next GET (the list refetch below), then it passes.
  if (typeof status !== 'number' || status >= 500 || status === 429 || status === 403) return { kind: 'retry', offline: false };
  if (op.action === 'remove' && status === 404) return { kind: 'done' };
  const reason = errorMessage(error);
  if (op.action === 'add') return { kind: 'rejected', message: conflictMessage(op, reason || 'лот недоступен') };
  return { kind: 'rejected', message: reason ? `Список не очищен: ${reason}` : null };
}

async function deliver(dispatch: Dispatch, op: OutboxOp): Promise<Outcome> {
  const { addSavedLot, removeSavedLot, clearSavedLots } = savedLotsApi.endpoints;
  const request =
    op.action === 'add'
      ? addSavedLot.initiate({ list: op.list, property: op.property }, { track: false })
      : op.action === 'remove'
        ? removeSavedLot.initiate({ list: op.list, property: op.property }, { track: false })
        : clearSavedLots.initiate({ list: op.list, type: op.type }, { track: false });
  const result = (await dispatch(request)) as { data?: unknown; error?: { status: unknown } };
  if (result.error) return classifyFailure(op, result.error);
  return op.action === 'add' ? { kind: 'done', item: result.data as SavedLot } : { kind: 'done' };
}

/** After delivery: spec §4 refetch rules. */
function afterDelivery(dispatch: Dispatch, op: OutboxOp) {
  if (op.action === 'remove' && op.list === 'favorites') {
    dispatch(
      savedLotsApi.util.updateQueryData('getFavorites', undefined, (draft) => {
        draft.results = draft.results.filter((item) => item.property !== op.property);
        draft.count = draft.results.length;
      }),
    );
    return;
  }
  dispatch(api.util.invalidateTags([LIST_TAG[op.list]]));
}

const BACKOFF_MAX_MS = 60_000;
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, 1000 * 2 ** Math.min(attempts, 6));

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createSavedLotsSync() {
  let draining = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function drain(getState: () => unknown, dispatch: Dispatch) {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      do {
        again = false;
        for (;;) {
          const op = selectOutbox(getState() as { savedLots: SavedLotsState })[0];
          if (!op) break;
          if (!isOnline()) {
            dispatch(opDeferred({ id: op.id, offline: true, count: false }));
            return;
          }
          dispatch(deliveryStarted(op.id));
          const outcome = await deliver(dispatch, op);
          if (outcome.kind === 'retry') {
            dispatch(opDeferred({ id: op.id, offline: outcome.offline, count: true }));
            // Touch a list: it refreshes the CSRF cookie and shows whether the server answers again.
            if (!outcome.offline) dispatch(api.util.invalidateTags([LIST_TAG[op.list]]));
            clearTimeout(timer);
            timer = setTimeout(() => dispatch(connectionRestored()), backoffMs(op.attempts));
            return;
          }
          if (outcome.kind === 'rejected') {
            dispatch(opRejected({ id: op.id, message: outcome.message }));
            dispatch(api.util.invalidateTags([LIST_TAG[op.list]]));
          } else {
            dispatch(opDelivered({ id: op.id, item: outcome.item }));
            afterDelivery(dispatch, op);
          }
        }
      } while (again);
    } finally {
      draining = false;
    }
  }

  const isRehydrated = (action: UnknownAction) => action.type === REHYDRATE && (action as { key?: string }).key === SAVED_LOTS_PERSIST_KEY;
  const isTrigger = (action: unknown) =>
    isAnyOf(savedLotAdded, savedLotRemoved, savedListCleared, connectionRestored)(action) || isRehydrated(action as UnknownAction);
  // A plain middleware rather than RTK's listener middleware: one trigger and one effect need none of
  // its task machinery, which would cost every page's first load ~1.3 kB gzip (decision 015).
  const middleware: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    // After the reducer, like a listener: the op is in the outbox by now.
    // The store's dispatch takes RTK Query's thunks too (the thunk middleware comes first).
    if (isTrigger(action)) drain(store.getState, store.dispatch as Dispatch).catch((error: unknown) => console.error(error));
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
