/**
 * Visited lots (spec §3): ids of the lots a visitor opened, newest first and
 * without duplicates, persisted in IndexedDB. The catalogue and the home page
 * read them for «Вы смотрели»; the lot page records them.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Enough for a «Вы смотрели» row and for a sales manager's day of show-room visits. */
export const VISITED_LOTS_LIMIT = 50;

/** The legacy local-storage key: ids as one space-separated string (spec §3). */
export const LEGACY_VISITED_KEY = 'visited-lots';

interface VisitedLotsState {
  ids: number[];
}

const initialState: VisitedLotsState = { ids: [] };

export function addVisited(ids: readonly number[], id: number): number[] {
  return [id, ...ids.filter((existing) => existing !== id)].slice(0, VISITED_LOTS_LIMIT);
}

/** Parses the legacy space-separated list, dropping junk and duplicates, order kept. */
export function parseLegacyVisited(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(/\s+/)
    .map((part) => Number(part))
    .filter((value) => Number.isInteger(value) && value > 0);
  return [...new Set(ids)].slice(0, VISITED_LOTS_LIMIT);
}

export const visitedLotsSlice = createSlice({
  name: 'visitedLots',
  initialState,
  reducers: {
    lotVisited(state, action: PayloadAction<number>) {
      state.ids = addVisited(state.ids, action.payload);
    },
    legacyVisitedMerged(state, action: PayloadAction<number[]>) {
      // Legacy ids are older than anything recorded since, so they go after, in their own order.
      const known = new Set(state.ids);
      state.ids = [...state.ids, ...action.payload.filter((id) => !known.has(id))].slice(0, VISITED_LOTS_LIMIT);
    },
  },
  selectors: { selectVisitedLotIds: (state) => state.ids },
});

export const { lotVisited, legacyVisitedMerged } = visitedLotsSlice.actions;
export const { selectVisitedLotIds } = visitedLotsSlice.selectors;
