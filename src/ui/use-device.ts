/**
 * The current device class (spec §6) as React state. It listens to the
 * breakpoint media queries rather than every resize, so components re-render
 * only when the class actually changes.
 */
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS, deviceForWidth, type DeviceClass } from '@/lib/device';

const QUERIES = [BREAKPOINTS.mobile, BREAKPOINTS.tablet, BREAKPOINTS.laptop].map((max) => `(max-width: ${max}px)`);

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const lists = typeof window.matchMedia === 'function' ? QUERIES.map((query) => window.matchMedia(query)) : [];
  lists.forEach((list) => list.addEventListener('change', onChange));
  // Resize as well: some embedded browsers never fire media-query changes.
  window.addEventListener('resize', onChange);
  return () => {
    lists.forEach((list) => list.removeEventListener('change', onChange));
    window.removeEventListener('resize', onChange);
  };
}

const snapshot = (): DeviceClass => deviceForWidth(window.innerWidth);
// Without a window (server, tests without DOM) the wide layout is the neutral guess.
const serverSnapshot = (): DeviceClass => 'desktop';

export function useDevice(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export const isWideDevice = (device: DeviceClass): boolean => device === 'laptop' || device === 'desktop';
