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
 *
 * Loaded by the outbox middleware (saved-lots-sync.ts) the first time there is
 * something to send, so a visitor who never saves a lot never downloads it.
 */
import type { SavedLot } from '@/schemas/favorites';
import { LIST_TAG, savedLotsApi } from './saved-lots-api';
import { conflictMessage, type OutboxOp } from './saved-lots-model';
import { deliveryStarted, opDeferred, opDelivered, opRejected, selectOutbox } from './saved-lots-slice';
import { connectionRestored, isOnline, type Dispatch } from './saved-lots-connection';

type Outcome =
  | { kind: 'done'; item?: SavedLot }
  | { kind: 'retry'; offline: boolean }
  | { kind: 'rejected'; message: string | null };

function errorMessage(error: unknown): string {
  const data = (error as { data?: { message?: unknown } }).data;
  return typeof data?.message === 'string' ? data.message : '';
}

/** Sorts a failed request: wait and retry, or refuse for good. */
function classifyFailure(op: OutboxOp, error: { status: unknown }): Outcome {
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'retry', offline: true };
  // 403 is the CSRF check: the cookie comes with the next GET (the list refetch below), then it passes.
  if (typeof status !== 'number' || status >= 500 || status === 429 || status === 403)
    return { kind: 'retry', offline: false };
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
  dispatch(savedLotsApi.util.invalidateTags([LIST_TAG[op.list]]));
}

const BACKOFF_MAX_MS = 60_000;
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, 1000 * 2 ** Math.min(attempts, 6));

/** One drain loop per store: a trigger during a drain runs the loop once more instead of a second loop. */
export function createDrain() {
  let draining = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  return async function drain(getState: () => unknown, dispatch: Dispatch) {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      do {
        again = false;
        for (;;) {
          const op = selectOutbox(getState() as Parameters<typeof selectOutbox>[0])[0];
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
            if (!outcome.offline) dispatch(savedLotsApi.util.invalidateTags([LIST_TAG[op.list]]));
            clearTimeout(timer);
            timer = setTimeout(() => dispatch(connectionRestored()), backoffMs(op.attempts));
            return;
          }
          if (outcome.kind === 'rejected') {
            dispatch(opRejected({ id: op.id, message: outcome.message }));
            dispatch(savedLotsApi.util.invalidateTags([LIST_TAG[op.list]]));
          } else {
            dispatch(opDelivered({ id: op.id, item: outcome.item }));
            afterDelivery(dispatch, op);
          }
        }
      } while (again);
    } finally {
      draining = false;
    }
  };
}
