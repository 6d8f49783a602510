/**
 * Cards or list: the visitor's choice is remembered in local storage (not
 * in the URL — the URL holds only API filters) and shared by the switch and
 * the list through a tiny external store.
 */
import { useSyncExternalStore } from 'react';
import type { LotCardView } from '@/entities/lot/lot-card';

const KEY = 'lots-view';
const listeners = new Set<() => void>();

function read(): LotCardView {
  try {
    return window.localStorage.getItem(KEY) === 'list' ? 'list' : 'card';
  } catch {
    // Storage can be blocked (private mode, policies): cards are the default.
    return 'card';
  }
}

let current: LotCardView | null = null;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): LotCardView {
  current ??= read();
  return current;
}

export function setViewMode(view: LotCardView): void {
  current = view;
  try {
    window.localStorage.setItem(KEY, view);
  } catch {
    // Not remembered then, but the switch still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

export function useViewMode(): LotCardView {
  return useSyncExternalStore(subscribe, snapshot, () => 'card');
}
