/** Hooks the screens use for favourites and comparison; state lives in saved-lots-slice.ts. */
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useRuntimeConfig } from '@/lib/render/render-env';
import { useHydrated } from '@/lib/render/client-only';
import type { ListType } from '@/schemas/favorites';
import { useGetComparisonQuery, useGetFavoritesQuery } from './saved-lots-api';
import type { SavedEntry, SavedListName, SavedLotData } from './saved-lots-model';
import {
  savedListCleared,
  savedLotAdded,
  savedLotRemoved,
  selectIsSaved,
  selectSavedEntries,
  selectSavedLoaded,
} from './saved-lots-slice';

/**
 * Spec §7: the shell loads favourites and comparisons on start; mounted once in the layout.
 * They are the visitor's own, so the server never asks them (its page is cached and shared,
 * issue 31): both sides draw the lists as not yet known, and they are asked once hydrated.
 */
export function useSavedLotsBootstrap(): void {
  const skip = !useHydrated();
  useGetFavoritesQuery(undefined, { skip });
  useGetComparisonQuery(undefined, { skip });
}

/** The compare screen and its icon exist on the test stage or with the development flag (spec §2 route guard). */
export function useCompareAvailable(): boolean {
  const config = useRuntimeConfig();
  return config.stage === 'test' || config.devFlag;
}

export interface SavedList {
  items: SavedEntry[];
  /** False until the first server list (this session or a cached one) is known. */
  loaded: boolean;
  remove: (property: number) => void;
  /** Puts a lot back (spec §4: a removed favourite is restored by posting it again). */
  restore: (lot: SavedLotData) => void;
  clear: (type: ListType) => void;
}

export function useSavedList(list: SavedListName): SavedList {
  const dispatch = useAppDispatch();
  const items = useAppSelector((state) => selectSavedEntries(state, list));
  const loaded = useAppSelector((state) => selectSavedLoaded(state, list));
  const remove = useCallback((property: number) => dispatch(savedLotRemoved(list, property)), [dispatch, list]);
  const restore = useCallback((lot: SavedLotData) => dispatch(savedLotAdded(list, lot)), [dispatch, list]);
  const clear = useCallback((type: ListType) => dispatch(savedListCleared(list, type)), [dispatch, list]);
  return { items, loaded, remove, restore, clear };
}

export function useSavedCount(list: SavedListName): number {
  return useAppSelector((state) => selectSavedEntries(state, list).length);
}

export function useSavedToggle(list: SavedListName, lot: SavedLotData): { saved: boolean; toggle: () => void } {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsSaved(state, list, lot.id));
  const toggle = useCallback(
    () => dispatch(saved ? savedLotRemoved(list, lot.id) : savedLotAdded(list, lot)),
    [dispatch, list, lot, saved],
  );
  return { saved, toggle };
}
