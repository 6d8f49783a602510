/**
 * Cards or list: the visitor's choice lives in the `lots-view` cookie (not in
 * the URL — the URL holds only API filters), which the server reads too, so
 * the catalogue it draws is the one the visitor keeps after hydration
 * (issue 31). The switch and the list share it through a tiny external store
 * whose value, until the visitor switches, is the hint the page was rendered
 * with (`useVisitorHints`).
 */
import { useSyncExternalStore } from 'react';
import type { LotCardView } from '@/entities/lot/lot-card';
import { readCookie } from '@/lib/api/cookies';
import { useVisitorHints } from '@/lib/render/render-env';
import { LOTS_VIEW_COOKIE } from '@/lib/render/visitor-hints';

/** Where the choice was kept before the cookie (local storage); moved over once by `migrateViewMode`. */
export const LEGACY_VIEW_KEY = 'lots-view';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

type CookieJar = Pick<Document, 'cookie'>;

/** The `Set-Cookie`-style line for `document.cookie`: the whole site, a year, not sent on cross-site requests. */
export function viewModeCookie(view: LotCardView): string {
  return `${LOTS_VIEW_COOKIE}=${view}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

// A switch made during this page's life; until then the rendered page's hint is the view.
let chosen: LotCardView | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setViewMode(view: LotCardView, jar: CookieJar = document): void {
  chosen = view;
  // A cookie the browser refuses (policies) only means the next page starts with cards again.
  jar.cookie = viewModeCookie(view);
  listeners.forEach((listener) => listener());
}

/**
 * A choice kept in local storage by the earlier version becomes the cookie, once: the key is removed
 * either way, and a cookie already there (a newer choice) wins. Returns the view it moved, if any.
 */
export function migrateViewMode(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  jar: CookieJar = document,
): LotCardView | null {
  const legacy = storage.getItem(LEGACY_VIEW_KEY);
  if (legacy === null) return null;
  storage.removeItem(LEGACY_VIEW_KEY);
  if (readCookie(LOTS_VIEW_COOKIE, jar.cookie) !== undefined) return null;
  if (legacy !== 'list' && legacy !== 'card') return null;
  setViewMode(legacy, jar);
  return legacy;
}

/** Unit tests only: forget a switch made by an earlier test. */
export function resetViewModeForTests(): void {
  chosen = null;
}

export function useViewMode(): LotCardView {
  const hint = useVisitorHints().lotsView;
  // The server and the hydrating render both take the hint, so the two trees match.
  return useSyncExternalStore(
    subscribe,
    () => chosen ?? hint,
    () => hint,
  );
}
