import { describe, expect, it } from 'vitest';
import { REHYDRATE } from 'redux-persist';
import { savedLotsApi } from './saved-lots-api';
import { SAVED_LOTS_PERSIST_KEY, savedLotAdded, savedLotsSlice, type SavedLotsState } from './saved-lots-slice';
import type { SavedEntry } from './saved-lots-model';

const reduce = savedLotsSlice.reducer;
const entry = (property: number) =>
  ({
    property,
    type: 'apartments',
    created_at: '2026-01-01T00:00:00.000Z',
    pending: false,
    lot: { id: property },
  }) as unknown as SavedEntry;
const rehydrate = (payload: Partial<SavedLotsState>) => ({ type: REHYDRATE, key: SAVED_LOTS_PERSIST_KEY, payload });
const favoritesFulfilled = (properties: number[]) => ({
  type: `${savedLotsApi.reducerPath}/executeQuery/fulfilled`,
  payload: { count: properties.length, results: properties.map((property) => ({ ...entry(property), id: property })) },
  meta: {
    arg: { endpointName: 'getFavorites', type: 'query' },
    requestStatus: 'fulfilled',
    requestId: 'r',
    fulfilledTimeStamp: 1,
  },
});

describe('saved lots rehydration', () => {
  it('takes the stored lists and outbox when nothing happened before the read', () => {
    const stored = reduce(undefined, savedLotAdded('favorites', { id: 3, kind: 'flat', number: '3' } as never));
    const state = reduce(
      undefined,
      rehydrate({
        ...stored,
        server: { favorites: [entry(1)], comparison: [] },
        loaded: { favorites: true, comparison: false },
      }),
    );
    expect(state.server.favorites.map((item) => item.property)).toEqual([1]);
    expect(state.loaded).toEqual({ favorites: true, comparison: false });
    expect(state.outbox).toHaveLength(1);
  });

  it('keeps a list answered this session and puts early toggles after the stored ones', () => {
    let state = reduce(undefined, favoritesFulfilled([7]));
    expect(state.loaded.favorites).toBe(true);
    state = reduce(state, savedLotAdded('favorites', { id: 9, kind: 'flat', number: '9' } as never));
    const storedOp = reduce(undefined, savedLotAdded('comparison', { id: 4, kind: 'flat', number: '4' } as never))
      .outbox[0]!;
    state = reduce(
      state,
      rehydrate({
        server: { favorites: [entry(1)], comparison: [entry(2)] },
        loaded: { favorites: true, comparison: true },
        outbox: [storedOp],
      }),
    );
    expect(state.server.favorites.map((item) => item.property)).toEqual([7]);
    expect(state.server.comparison.map((item) => item.property)).toEqual([2]);
    expect(state.outbox.map((op) => op.list)).toEqual(['comparison', 'favorites']);
  });
});
