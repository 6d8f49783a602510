/**
 * The parts of a rendered page's cache key that are not data versions
 * (html/render-cache.ts): which build drew it, the address's query in one
 * spelling, the Moscow day. The key also makes the page's ETag
 * (plugins/etag.ts `etagFor`), so a browser's copy is checked without
 * rendering or hashing the body.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';

/** The server-rendering bundle (issue 31); absent before the SSR build exists. */
export const SSR_ENTRY = path.join('.ssr', 'entry-server.js');
const STAT_TTL_MS = 1000;

/**
 * The build a page comes from: a hash of the template (dist/index.html, which
 * names every hashed asset) and of the SSR bundle's modification time. A new
 * deployment therefore never answers a page of the previous one.
 */
export function createBuildId(distDir: string): (template: string) => string {
  let last: { template: string; mtime: number; id: string } | null = null;
  let mtime = 0;
  let statAt = -Infinity;
  return (template) => {
    // A stat per request is a system call per page view: once a second is enough for a rebuild.
    if (performance.now() - statAt >= STAT_TTL_MS) {
      statAt = performance.now();
      try {
        mtime = statSync(path.join(distDir, SSR_ENTRY)).mtimeMs;
      } catch {
        mtime = 0;
      }
    }
    if (last?.template !== template || last.mtime !== mtime) {
      const id = createHash('sha1').update(template).update(`\u0000${mtime}`).digest('base64url').slice(0, 16);
      last = { template, mtime, id };
    }
    return last.id;
  };
}

/** The query without `?`, parameters sorted by name (then value), so `?b=1&a=2` and `?a=2&b=1` are one page. */
export function normaliseSearch(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const params = new URLSearchParams(url.slice(at + 1));
  const pairs = [...params].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}

const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `YYYY-MM-DD` in Moscow: pages saying «today» or counting days turn over at Moscow midnight. */
export function moscowDay(now = Date.now()): string {
  return MOSCOW_DAY.format(now);
}

/** Joins key parts with a separator no part contains (NUL cannot reach a path or query, decision 028). */
export function renderKey(parts: ReadonlyArray<string | number | null>): string {
  return parts.map((part) => (part === null ? '-' : String(part))).join('\u0000');
}
