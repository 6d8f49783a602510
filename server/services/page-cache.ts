/**
 * Resolved lot pages (status, meta, prerendered markup) kept in memory: a
 * lot page costs four database reads on every view otherwise, which on the
 * embedded database caps the lot pages near a hundred a second (decision 019).
 *
 * Everything a lot page shows comes from the catalogue tables (lots,
 * buildings, projects, finishings…), whose every write moves the catalogue
 * version (decision 006): an entry is valid for the version it was built
 * under. The rest — an SEO override of the path, the Organization block
 * (itself kept five minutes) — may lag by at most `ttlMs`. Parallel misses
 * of one page share one computation; failures (status 500) are not kept.
 * Other pages (articles, projects with their content blocks) are not cached:
 * their sources bump no version.
 */
import type { RouteMatch } from '../../src/lib/routes.ts';
import type { Db } from '../db/client.ts';
import { catalogFor } from './lots/catalog.ts';

export interface PageCacheOptions {
  /** Longest lag of what the catalogue version does not cover. */
  ttlMs?: number;
  /** Bound on kept pages (404s of made-up ids included): the oldest go first. */
  maxEntries?: number;
}

interface Entry<T> {
  version: number;
  expires: number;
  value: Promise<T>;
}

const CACHED_ENTITIES = new Set(['lot']);

export function createPageCache<T extends { status: number }>(db: Db, options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const entries = new Map<string, Entry<T>>();

  return async function cached(pathname: string, match: RouteMatch | null, compute: () => Promise<T>): Promise<T> {
    if (!match?.route.entity || !CACHED_ENTITIES.has(match.route.entity)) return compute();
    // No catalogue (the database is down at start): no caching; the page decides its own 500.
    const version = await catalogFor(db).current().then((snapshot) => snapshot.version, () => null);
    if (version === null) return compute();
    const now = Date.now();
    const kept = entries.get(pathname);
    if (kept && kept.version === version && kept.expires > now) return kept.value;
    if (kept) entries.delete(pathname);
    const value = compute();
    const entry: Entry<T> = { version, expires: now + ttlMs, value };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(pathname, entry);
    // A failed page is answered once and computed again next time.
    const drop = () => {
      if (entries.get(pathname) === entry) entries.delete(pathname);
    };
    value.then((page) => (page.status >= 500 ? drop() : undefined), drop);
    return value;
  };
}
