/**
 * Visitor choices that change a page's layout and live in cookies, so the
 * server draws the page the visitor will keep (decision 032). Each is part of
 * the rendered page's cache key: keep the list short.
 */
import { readCookie } from '../api/cookies';

export const LOTS_VIEW_COOKIE = 'lots-view';

export interface VisitorHints {
  /** The catalogue's card or list view. */
  lotsView: 'card' | 'list';
}

export const DEFAULT_VISITOR_HINTS: VisitorHints = { lotsView: 'card' };

/** From a `Cookie` header (server) or `document.cookie` (browser). */
export function readVisitorHints(cookieHeader: string): VisitorHints {
  return { lotsView: readCookie(LOTS_VIEW_COOKIE, cookieHeader) === 'list' ? 'list' : 'card' };
}

/** A stable text of the hints for cache keys. */
export function visitorHintsKey(hints: VisitorHints): string {
  return `view=${hints.lotsView}`;
}
