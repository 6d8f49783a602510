import { describe, expect, it } from 'vitest';
import {
  VISITED_LOTS_LIMIT,
  addVisited,
  legacyVisitedMerged,
  lotVisited,
  parseLegacyVisited,
  visitedLotsSlice,
} from './visited-lots-slice';

const reduce = visitedLotsSlice.reducer;

describe('visited lots (spec §3)', () => {
  it('keeps the newest first without duplicates', () => {
    let state = reduce(undefined, lotVisited(1));
    state = reduce(state, lotVisited(2));
    state = reduce(state, lotVisited(1));
    expect(state.ids).toEqual([1, 2]);
  });

  it('is bounded', () => {
    let ids: number[] = [];
    for (let id = 1; id <= VISITED_LOTS_LIMIT + 5; id++) ids = addVisited(ids, id);
    expect(ids).toHaveLength(VISITED_LOTS_LIMIT);
    expect(ids[0]).toBe(VISITED_LOTS_LIMIT + 5);
  });

  it('parses the legacy space-separated list', () => {
    expect(parseLegacyVisited('12 7  12 abc -3 9')).toEqual([12, 7, 9]);
    expect(parseLegacyVisited(null)).toEqual([]);
  });

  it('merges legacy ids after the ones already recorded', () => {
    const state = reduce({ ids: [5, 3] }, legacyVisitedMerged([3, 8, 9]));
    expect(state.ids).toEqual([5, 3, 8, 9]);
  });
});
