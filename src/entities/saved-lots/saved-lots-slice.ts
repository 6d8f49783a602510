/**
 * Favourites and comparison in the browser (spec §4): the last server lists
 * and an ordered outbox of toggles, both persisted in IndexedDB so the lists
 * render at once on start and offline, and nothing toggled offline is lost.
 * Screens read `selectSavedEntries`, never the server lists directly.
 */
import { createSelector, createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { ListType, SavedLot } from '@/schemas/favorites';
import { savedLotsApi } from './saved-lots-api';
import {
  applyOutbox,
  enqueue,
  toSavedLotData,
  type OutboxOp,
  type SavedEntry,
  type SavedListName,
  type SavedLotData,
} from './saved-lots-model';

export const SAVED_LOTS_PERSIST_KEY = 'saved-lots';

interface SavedConflict {
  id: string;
  message: string;
}

export interface SavedLotsState {
  server: Record<SavedListName, SavedEntry[]>;
  /** True once a server list has arrived (now or in an earlier session). */
  loaded: Record<SavedListName, boolean>;
  outbox: OutboxOp[];
  /** The op being sent now; never persisted. */
  inFlight: string | null;
  /** The last delivery failed for want of a connection: the visitor is told it waits. */
  waiting: boolean;
  conflicts: SavedConflict[];
}

const initialState: SavedLotsState = {
  server: { favorites: [], comparison: [] },
  loaded: { favorites: false, comparison: false },
  outbox: [],
  inFlight: null,
  waiting: false,
  conflicts: [],
};

type Rehydrate = UnknownAction & { key: string; payload?: Partial<SavedLotsState> };
const isOwnRehydrate = (action: UnknownAction): action is Rehydrate =>
  action.type === REHYDRATE && (action as { key?: unknown }).key === SAVED_LOTS_PERSIST_KEY;

/**
 * The stored copy arrives a moment after start. Whatever happened meanwhile wins
 * over it: a list already answered this session is fresher, and toggles made
 * before the read go after the stored (older) ops. The persist reconciler keeps
 * every key this reducer changed, so returning new objects here is the merge.
 */
function mergeRehydrated(state: SavedLotsState, stored: Partial<SavedLotsState>) {
  const server = { ...state.server };
  const loaded = { ...state.loaded };
  for (const list of ['favorites', 'comparison'] as const) {
    if (!state.loaded[list] && stored.server?.[list] && stored.loaded?.[list]) {
      server[list] = stored.server[list];
      loaded[list] = true;
    }
  }
  const known = new Set((stored.outbox ?? []).map((op) => op.id));
  state.server = server;
  state.loaded = loaded;
  state.outbox = [...(stored.outbox ?? []), ...state.outbox.filter((op) => !known.has(op.id))];
}

const toEntry = (item: SavedLot): SavedEntry => ({
  property: item.property,
  type: item.type,
  created_at: item.created_at,
  lot: item.lot,
  pending: false,
});
const now = () => new Date().toISOString();

export const savedLotsSlice = createSlice({
  name: 'savedLots',
  initialState,
  reducers: {
    savedLotAdded: {
      reducer(state, action: PayloadAction<OutboxOp>) {
        const op = action.payload;
        const serverHas = 'property' in op && state.server[op.list].some((item) => item.property === op.property);
        state.outbox = enqueue(state.outbox, op, serverHas, state.inFlight);
      },
      prepare: (list: SavedListName, lot: SavedLotData) => ({
        payload: {
          id: nanoid(),
          list,
          at: now(),
          attempts: 0,
          action: 'add',
          property: lot.id,
          lot: toSavedLotData(lot),
        } as OutboxOp,
      }),
    },
    savedLotRemoved: {
      reducer(state, action: PayloadAction<OutboxOp>) {
        const op = action.payload;
        const serverHas = 'property' in op && state.server[op.list].some((item) => item.property === op.property);
        state.outbox = enqueue(state.outbox, op, serverHas, state.inFlight);
      },
      prepare: (list: SavedListName, property: number) => ({
        payload: { id: nanoid(), list, at: now(), attempts: 0, action: 'remove', property } as OutboxOp,
      }),
    },
    savedListCleared: {
      reducer(state, action: PayloadAction<OutboxOp>) {
        state.outbox = enqueue(state.outbox, action.payload, false, state.inFlight);
      },
      prepare: (list: SavedListName, type: ListType) => ({
        payload: { id: nanoid(), list, at: now(), attempts: 0, action: 'clear', type } as OutboxOp,
      }),
    },
    deliveryStarted(state, action: PayloadAction<string>) {
      state.inFlight = action.payload;
    },
    /** The server took the op: apply it to the server list (spec §4: a removal is applied locally). */
    opDelivered(state, action: PayloadAction<{ id: string; item?: SavedLot }>) {
      const op = state.outbox.find((queued) => queued.id === action.payload.id);
      state.outbox = state.outbox.filter((queued) => queued.id !== action.payload.id);
      state.inFlight = null;
      state.waiting = false;
      if (!op) return;
      const list = state.server[op.list];
      if (op.action === 'add' && action.payload.item) {
        state.server[op.list] = [toEntry(action.payload.item), ...list.filter((item) => item.property !== op.property)];
      } else if (op.action === 'remove') {
        state.server[op.list] = list.filter((item) => item.property !== op.property);
      } else if (op.action === 'clear') {
        state.server[op.list] = list.filter((item) => item.type !== op.type);
      }
    },
    /** The server refused for good (sold, removed, over the limit): drop the op and tell the visitor. */
    opRejected(state, action: PayloadAction<{ id: string; message: string | null }>) {
      state.outbox = state.outbox.filter((queued) => queued.id !== action.payload.id);
      state.inFlight = null;
      if (action.payload.message) state.conflicts.push({ id: action.payload.id, message: action.payload.message });
    },
    /** A transient failure (or no connection yet): the op stays first in line. */
    opDeferred(state, action: PayloadAction<{ id: string; offline: boolean; count: boolean }>) {
      const op = state.outbox.find((queued) => queued.id === action.payload.id);
      if (op && action.payload.count) op.attempts += 1;
      state.inFlight = null;
      state.waiting = action.payload.offline;
    },
    conflictDismissed(state, action: PayloadAction<string>) {
      state.conflicts = state.conflicts.filter((conflict) => conflict.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(isOwnRehydrate, (state, action) => {
        if (action.payload) mergeRehydrated(state, action.payload);
      })
      .addMatcher(savedLotsApi.endpoints.getFavorites.matchFulfilled, (state, action) => {
        state.server.favorites = action.payload.results.map(toEntry);
        state.loaded.favorites = true;
      })
      .addMatcher(savedLotsApi.endpoints.getComparison.matchFulfilled, (state, action) => {
        state.server.comparison = action.payload.properties.map(toEntry);
        state.loaded.comparison = true;
      });
  },
});

export const {
  savedLotAdded,
  savedLotRemoved,
  savedListCleared,
  deliveryStarted,
  opDelivered,
  opRejected,
  opDeferred,
  conflictDismissed,
} = savedLotsSlice.actions;

type WithSavedLots = { [savedLotsSlice.reducerPath]: SavedLotsState };
const selectSlice = (state: WithSavedLots) => state[savedLotsSlice.reducerPath];

const makeListSelector = (list: SavedListName) =>
  createSelector(
    [(state: WithSavedLots) => selectSlice(state).server[list], (state: WithSavedLots) => selectSlice(state).outbox],
    (server, outbox) => applyOutbox(server, outbox, list),
  );
const LIST_SELECTORS: Record<SavedListName, (state: WithSavedLots) => SavedEntry[]> = {
  favorites: makeListSelector('favorites'),
  comparison: makeListSelector('comparison'),
};

export const selectSavedEntries = (state: WithSavedLots, list: SavedListName) => LIST_SELECTORS[list](state);
export const selectSavedLoaded = (state: WithSavedLots, list: SavedListName) => selectSlice(state).loaded[list];
export const selectIsSaved = (state: WithSavedLots, list: SavedListName, lotId: number) =>
  LIST_SELECTORS[list](state).some((item) => item.property === lotId);
export const selectOutbox = (state: WithSavedLots) => selectSlice(state).outbox;
export const selectSyncWaiting = (state: WithSavedLots) =>
  selectSlice(state).waiting && selectSlice(state).outbox.length > 0;
export const selectConflicts = (state: WithSavedLots) => selectSlice(state).conflicts;

/** redux-persist keeps the lists and the outbox; delivery state starts fresh. */
export const SAVED_LOTS_PERSIST_WHITELIST: (keyof SavedLotsState)[] = ['server', 'loaded', 'outbox'];
