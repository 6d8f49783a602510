/**
 * The current device class (spec §6) as React state. It listens to the
 * breakpoint media queries rather than every resize, so components re-render
 * only when the class actually changes.
 *
 * The class is read once and kept: React calls a store's snapshot on every
 * render of every user, and `window.innerWidth` forces a layout whenever the
 * page has pending style changes — during start-up that was dozens of forced
 * layouts. It is re-read only when a breakpoint query or the size changes.
 */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, deviceForWidth, type DeviceClass } from '@/lib/device';

const QUERIES = [BREAKPOINTS.mobile, BREAKPOINTS.tablet, BREAKPOINTS.laptop].map((max) => `(max-width: ${max}px)`);

const listeners = new Set<() => void>();
let current: DeviceClass | null = null;

const read = (): DeviceClass => deviceForWidth(window.innerWidth);

function update(): void {
  const next = read();
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

/** First read: keeps the class and watches for changes for the rest of the page's life (one listener per query). */
function firstRead(): DeviceClass {
  const lists = typeof window.matchMedia === 'function' ? QUERIES.map((query) => window.matchMedia(query)) : [];
  lists.forEach((list) => list.addEventListener('change', update));
  // Resize as well: some embedded browsers never fire media-query changes.
  window.addEventListener('resize', update);
  return read();
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const snapshot = (): DeviceClass => (current ??= firstRead());
// Without a window (server, tests without DOM) the wide layout is the neutral guess.
const serverSnapshot = (): DeviceClass => 'desktop';

export function useDevice(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export const isWideDevice = (device: DeviceClass): boolean => device === 'laptop' || device === 'desktop';
