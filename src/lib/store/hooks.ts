/**
 * The typed store hooks, from one module. The store is built in `src/app`,
 * which shared code may not import, so `src/app/store.ts` augments
 * `AppStoreTypes` with its state and dispatch types instead.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';

/** @public Filled by module augmentation (src/app/store.ts), which knip cannot see. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface AppStoreTypes {}

export type AppState = AppStoreTypes extends { state: infer S } ? S : Record<string, unknown>;
export type AppDispatch = AppStoreTypes extends { dispatch: infer D } ? D : Dispatch<UnknownAction>;

export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
