/**
 * Whether a new version of the site waits to take over (decision 010). The
 * registration (loaded after the page's `load` event) writes here; the update
 * notice reads it. A tiny external store, because the two live in different
 * bundles' lifetimes: the notice renders before the registration code loads.
 */
import { useSyncExternalStore } from 'react';

export interface UpdateState {
  /** A new service worker is installed and waiting. */
  available: boolean;
  /** «Обновить» was pressed: the page reloads when the new worker takes over. */
  applying: boolean;
}

const INITIAL: UpdateState = { available: false, applying: false };

let state = INITIAL;
let apply: () => void = () => undefined;
const listeners = new Set<() => void>();

function set(next: UpdateState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getUpdateState = (): UpdateState => state;

export function updateAvailable(): void {
  if (!state.available) set({ available: true, applying: false });
}

/** The registration says how an update is applied (message the waiting worker, then reload). */
export function setApplyUpdate(handler: () => void): void {
  apply = handler;
}

export function applyUpdate(): void {
  if (state.applying) return;
  set({ ...state, applying: true });
  apply();
}

export const useUpdateState = (): UpdateState => useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);

/** Test seam. */
export function resetUpdateState(): void {
  apply = () => undefined;
  set(INITIAL);
}
