/**
 * Keeps the browser's `beforeinstallprompt` event for the install card
 * (decision 010). Chromium fires it as soon as the site is installable, often
 * before React has rendered, so the listener is attached at start-up from
 * `main.tsx`. `preventDefault()` holds back the browser's own mini-infobar:
 * the site asks at a better moment, once. After `appinstalled` the card never
 * shows again in this browser. Installing is offered only once the service
 * worker controls the page: before that the installed app would not open
 * offline, which is the point of installing it.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const INSTALLED_KEY = 'pwa-installed';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage blocked by privacy settings.
    return null;
  }
}

export function wasInstalled(): boolean {
  return storage()?.getItem(INSTALLED_KEY) === '1';
}

/** Attaches the listeners once; returns a detach function (tests). */
export function captureInstallPrompt(win: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    deferred = null;
    storage()?.setItem(INSTALLED_KEY, '1');
    notify();
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  win.navigator.serviceWorker?.addEventListener('controllerchange', notify);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
    win.navigator.serviceWorker?.removeEventListener('controllerchange', notify);
  };
}

/** The event can prompt only once: whoever uses it takes it. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  notify();
  return event;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getInstallable = () => deferred !== null && Boolean(globalThis.navigator?.serviceWorker?.controller);

/** True while a kept `beforeinstallprompt` event can open the browser's install dialog and the worker controls the page. */
export const useInstallable = (): boolean => useSyncExternalStore(subscribe, getInstallable, () => false);

/** Test seam. */
export function resetInstallCapture(): void {
  deferred = null;
  notify();
}
