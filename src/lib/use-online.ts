/**
 * The browser's online flag as React state. The server and the hydrating
 * browser say «online» (a page the server drew was fetched over the network),
 * the browser's own flag follows right after hydration and on every
 * `online` / `offline` event, so failure texts never mismatch the server's.
 */
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from './connection';

const online = () => isOnline();
const serverOnline = () => true;
const subscribe = (listener: () => void) => subscribeOnline(listener);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, serverOnline);
}
