/**
 * Endpoints of spec §7 `favorites/` and `comparison/`. Lists carry the
 * `Favorites` / `Comparison` tags; the outbox sync (saved-lots-sync.ts)
 * invalidates them after an add or a clear, as spec §4 asks.
 */
import { api } from '@/lib/api/api';
import type {
  ClearResult,
  ComparisonItem,
  ComparisonList,
  FavoritesList,
  ListType,
  SavedLot,
} from '@/schemas/favorites';
import type { SavedListName } from './saved-lots-model';

const LIST_PATH: Record<SavedListName, string> = { favorites: 'favorites/', comparison: 'comparison/' };
export const LIST_TAG = { favorites: 'Favorites', comparison: 'Comparison' } as const;

export interface SavedLotArgs {
  list: SavedListName;
  property: number;
}
export interface ClearArgs {
  list: SavedListName;
  type: ListType;
}

export const savedLotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavorites: build.query<FavoritesList, void>({
      query: () => LIST_PATH.favorites,
      providesTags: [LIST_TAG.favorites],
    }),
    getComparison: build.query<ComparisonList, void>({
      query: () => LIST_PATH.comparison,
      providesTags: [LIST_TAG.comparison],
    }),
    addSavedLot: build.mutation<SavedLot | ComparisonItem, SavedLotArgs>({
      query: ({ list, property }) => ({ url: LIST_PATH[list], method: 'POST', body: { property } }),
    }),
    removeSavedLot: build.mutation<null, SavedLotArgs>({
      query: ({ list, property }) => ({ url: `${LIST_PATH[list]}${property}/`, method: 'DELETE' }),
    }),
    clearSavedLots: build.mutation<ClearResult, ClearArgs>({
      query: ({ list, type }) => ({ url: `${LIST_PATH[list]}clear/`, method: 'POST', body: { type } }),
    }),
  }),
});

export const { useGetFavoritesQuery, useGetComparisonQuery } = savedLotsApi;
