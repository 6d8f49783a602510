/**
 * The reusable ETag helpers (server/plugins/etag.ts) on a bare Fastify app:
 * weak comparison, lists of tags, `*`, and the body-hash hook other list
 * endpoints can add with one line. No database needed.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import Fastify from 'fastify';
import {
  bodyEtag,
  conditionalGet,
  etagFor,
  LIST_CACHE_CONTROL,
  matchesIfNoneMatch,
  sendNotModified,
} from '../../server/plugins/etag.ts';

const app = Fastify();
let items = ['a', 'b'];

beforeAll(async () => {
  app.get('/by-body', { preSerialization: bodyEtag }, async () => ({ items }));
  app.get('/by-version', async (request, reply) => {
    if (conditionalGet(request, reply, etagFor(7, 'by-version'))) return sendNotModified(reply);
    return { items };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

describe('etag helpers', () => {
  it('compares weakly and understands lists and *', () => {
    const tag = etagFor(1, 'x');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(etagFor(1, 'x')).toBe(tag);
    expect(etagFor(2, 'x')).not.toBe(tag);
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(tag.replace('W/', ''), tag)).toBe(true);
    expect(matchesIfNoneMatch(`"nope", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"nope"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });

  it('hashes the body when no version is known, and answers 304 while it is unchanged', async () => {
    const first = await app.inject({ url: '/by-body' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/by-body', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    items = ['a', 'b', 'c'];
    const changed = await app.inject({ url: '/by-body', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('decides a 304 from a version before any work', async () => {
    const first = await app.inject({ url: '/by-version' });
    const again = await app.inject({ url: '/by-version', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
