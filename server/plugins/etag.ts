/**
 * Conditional GET for API lists: an ETag plus `If-None-Match` → 304.
 *
 * Two ways to use it:
 * - `conditionalGet(request, reply, etagFor(version, key))` before doing the
 *   work, when a data version is known (the lot catalogue): a 304 costs nothing;
 * - `{ preSerialization: bodyEtag }` in route options, for resources without
 *   a version: the tag is a hash of the response body.
 * Tags are weak (`W/`): compression changes the bytes, not the meaning.
 *
 * `server/routes/api/index.ts` adds `bodyEtag` to every `/api` GET, so each
 * list the service worker keeps (decision 011) carries a tag its
 * BroadcastUpdatePlugin compares. Answers marked `private` or `no-store`
 * (per-visitor favourites, the maintenance probe) are left alone.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Caches may keep a copy but must ask first; the 304 makes asking cheap. */
export const LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export function etagFor(...parts: ReadonlyArray<string | number>): string {
  return `W/"${createHash('sha1').update(parts.join('\u0000')).digest('base64url')}"`;
}

/** RFC 9110 weak comparison against a comma-separated `If-None-Match`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}

/** Sets ETag and Cache-Control; returns true (status 304 set) when the client's copy is current. */
export function conditionalGet(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl = LIST_CACHE_CONTROL,
): boolean {
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

/** Route-level `preSerialization` hook: ETag from the body; 304 (empty) when it matches. */
export async function bodyEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
  if (/\b(?:private|no-store)\b/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
  const etag = etagFor(JSON.stringify(payload));
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', LIST_CACHE_CONTROL);
  reply.header('etag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) reply.code(304);
  return payload;
}

/** Ends a 304 answer (no body); typed loosely so routes with a 200 schema can call it. */
export function sendNotModified(reply: FastifyReply): FastifyReply {
  return reply.send();
}
