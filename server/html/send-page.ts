/**
 * Sends a page from the render cache (html/render-cache.ts): ETag and 304
 * from the cache key, Server-Timing saying whether it was rendered, and the
 * kept compressed copy when the browser takes br or gzip, so the global
 * compressed-bodies hook has no body to hash (it and @fastify/compress leave
 * a reply with a Content-Encoding alone).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesIfNoneMatch } from '../plugins/etag.ts';
import { MIN_BYTES, pickEncoding, type Encoding } from '../services/compressed-bodies.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/unavailable.ts';
import type { CacheOutcome, RenderedBody } from './render-cache.ts';
import { NO_CACHE } from './static-files.ts';

/** Adds names to `Vary` without repeating one already there. */
export function appendVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const values =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean);
  for (const name of names) if (!values.some((value) => value.toLowerCase() === name.toLowerCase())) values.push(name);
  reply.header('vary', values.join(', '));
}

/** Headers every page answer carries: HTML, always revalidated (the 304 makes that cheap). */
export function pageHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
}

/** True (304 sent) when the browser's copy has this key's ETag: nothing is rendered. */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  reply.header('etag', etag).header('server-timing', 'cache;desc=revalidated').code(304);
  return true;
}

export function serverTiming(outcome: CacheOutcome | 'off', renderMs: number): string {
  const render = `render;dur=${renderMs.toFixed(1)}`;
  if (outcome === 'miss' || outcome === 'off') return `${render}, cache;desc=${outcome}`;
  return `cache;desc=${outcome}`;
}

/**
 * The page's status and body; `encoded` gives the kept compressed copy, or is
 * absent for a page the cache does not keep (then the hooks compress it).
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedBody,
  encoded?: (encoding: Encoding) => Buffer,
): FastifyReply {
  // The database is unreachable: the error page says so, the header when to reload (decision 027).
  if (page.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  reply.status(page.status);
  const wanted =
    encoded && page.body.length >= MIN_BYTES && request.headers['x-no-compression'] === undefined
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (!wanted || !encoded) return reply.send(page.body);
  const packed = encoded(wanted);
  appendVary(reply, 'accept-encoding');
  return reply.header('content-encoding', wanted).header('content-length', packed.length).send(packed);
}
