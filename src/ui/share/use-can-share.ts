/**
 * Whether the device has a system share sheet (Web Share API). The server
 * cannot know, so it and the hydrating browser say «no» and the browser
 * answers right after hydration (decision 032): whatever depends on it must
 * not move the page when it changes.
 */
import { useSyncExternalStore } from 'react';

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

// Nothing to subscribe to: a device does not gain or lose its share sheet while the page is open.
const never = () => () => undefined;
const noSheet = () => false;

export function useCanShare(): boolean {
  return useSyncExternalStore(never, canShare, noSheet);
}
