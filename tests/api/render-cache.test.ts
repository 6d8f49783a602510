/**
 * The render cache (html/render-cache.ts) on the real app: a page is rendered
 * once per key (Server-Timing says miss, then hit), its ETag follows every
 * data write — the catalogue version for lots, the content version
 * (migration 0005) for articles, SEO overrides and site settings — a
 * matching If-None-Match is answered 304 without rendering, previews are
 * never kept and each `lots-view` cookie has its own page.
 */
import { brotliDecompressSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { articles, lots, seoPages } from '../../server/db/schema/index.ts';
import { contentVersionFor } from '../../server/services/content-version.ts';
import { readSettings, writeSetting } from '../../server/services/site-settings.ts';
import { createHtmlTestApp } from './helpers/html-test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

let harness: TestApp;
let database: Database;
let app: App;

beforeAll(async () => {
  harness = await createHtmlTestApp();
  ({ app, database } = harness);
});

afterAll(() => harness?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const cacheOf = (response: { headers: Record<string, unknown> }) =>
  /cache;desc=(\w+)/.exec(String(response.headers['server-timing']))?.[1];

/** Asks every 100 ms until the page's ETag differs from `before` (the versions are read at most once a second). */
async function etagChange(
  url: string,
  before: string,
  timeoutMs = 4000,
): Promise<{ etag: string; waitedMs: number; body: string }> {
  const started = Date.now();
  for (;;) {
    const response = await get(url);
    const etag = String(response.headers.etag);
    if (etag !== before) return { etag, waitedMs: Date.now() - started, body: response.body };
    if (Date.now() - started > timeoutMs) throw new Error(`${url}: ETag still ${before} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function firstLot() {
  const [lot] = await database.db
    .select({ id: lots.id, price: lots.price })
    .from(lots)
    .where(eq(lots.status, 'free'))
    .orderBy(asc(lots.id))
    .limit(1);
  return lot!;
}

describe('render cache', () => {
  it('renders a lot page once, then answers it from memory with the same ETag, and 304 to that ETag', async () => {
    const url = `/lots/${(await firstLot()).id}?b=2&a=1`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(cacheOf(first)).toBe('miss');
    expect(String(first.headers['server-timing'])).toMatch(/^render;dur=\d+(\.\d)?, cache;desc=miss$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    // The same query in another order is the same page.
    const again = await get(url.replace('b=2&a=1', 'a=1&b=2'));
    expect([cacheOf(again), again.headers.etag, again.body]).toEqual(['hit', etag, first.body]);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(cacheOf(revalidated)).toBe('revalidated');
    expect(revalidated.headers.etag).toBe(etag);
    expect(cacheOf(await get(url, { 'if-none-match': 'W/"other"' }))).toBe('hit');
  });

  it('sends the kept compressed copy, equal to the plain page', async () => {
    const url = `/lots/${(await firstLot()).id}`;
    const plain = await get(url);
    for (let round = 0; round < 2; round++) {
      const packed = await get(url, { 'accept-encoding': 'br' });
      expect(cacheOf(packed)).toBe('hit');
      expect(packed.headers['content-encoding']).toBe('br');
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('gives a lot page a new ETag within about a second of a price write', async () => {
    const lot = await firstLot();
    const url = `/lots/${lot.id}`;
    const before = String((await get(url)).headers.etag);
    await database.db
      .update(lots)
      .set({ price: lot.price + 1000 })
      .where(eq(lots.id, lot.id));
    try {
      const changed = await etagChange(url, before);
      expect(changed.waitedMs).toBeLessThan(2500);
      expect(changed.body).toContain(String(lot.price + 1000));
    } finally {
      await database.db.update(lots).set({ price: lot.price }).where(eq(lots.id, lot.id));
    }
  });

  it('gives an article page a new ETag after the article is edited', async () => {
    const [article] = await database.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'news'), eq(articles.isPublished, true)))
      .orderBy(asc(articles.id))
      .limit(1);
    const url = `/news/${article!.slug}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const title = `${article!.title} (обновлено)`;
    await database.db.update(articles).set({ title }).where(eq(articles.id, article!.id));
    try {
      const changed = await etagChange(url, String(first.headers.etag));
      expect(changed.body).toContain('(обновлено)');
    } finally {
      await database.db.update(articles).set({ title: article!.title }).where(eq(articles.id, article!.id));
    }
  });

  it('follows an SEO override and a site setting at once after the content version is read', async () => {
    const url = '/contacts';
    const before = await get(url);
    // The seed has an override for /contacts; a new title is a write to seo_pages all the same.
    const [row] = await database.db.select().from(seoPages).where(eq(seoPages.path, url));
    expect(row).toBeDefined();
    await database.db.update(seoPages).set({ title: 'Контакты — особый заголовок' }).where(eq(seoPages.id, row!.id));
    try {
      await contentVersionFor(database.db).invalidate();
      const overridden = await get(url);
      expect(cacheOf(overridden)).toBe('miss');
      expect(overridden.headers.etag).not.toBe(before.headers.etag);
      expect(overridden.body).toContain('Контакты — особый заголовок');
    } finally {
      await database.db.update(seoPages).set({ title: row!.title }).where(eq(seoPages.id, row!.id));
    }

    const { contacts } = await readSettings(database.db, ['contacts']);
    await contentVersionFor(database.db).invalidate();
    const kept = String((await get(url)).headers.etag);
    await writeSetting(database.db, 'contacts', { ...contacts, phone: '+7 495 000-00-00' });
    try {
      await contentVersionFor(database.db).invalidate();
      const changed = await get(url);
      expect(changed.headers.etag).not.toBe(kept);
      expect(changed.body).toContain('+7-495-000-00-00'); // the Organization JSON-LD's spelling
    } finally {
      await writeSetting(database.db, 'contacts', contacts);
    }
  });

  it('never keeps a preview', async () => {
    for (let round = 0; round < 2; round++) {
      const response = await get('/?preview=token');
      expect(response.statusCode).toBe(200);
      expect(cacheOf(response)).toBe('off');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('keeps one page per lots-view cookie', async () => {
    const url = '/lots?rooms=2';
    const card = await get(url, { cookie: 'lots-view=card' });
    const list = await get(url, { cookie: 'lots-view=list' });
    expect([cacheOf(card), cacheOf(list)]).toEqual(['miss', 'miss']);
    expect(card.headers.etag).not.toBe(list.headers.etag);
    expect(cacheOf(await get(url, { cookie: 'lots-view=list' }))).toBe('hit');
    // No cookie is the default view: the card page.
    expect((await get(url)).headers.etag).toBe(card.headers.etag);
  });

  it('keeps a 404 without an ETag and shares one render among parallel misses', async () => {
    const missing = await get('/no-such-page-render-cache');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(cacheOf(await get('/no-such-page-render-cache'))).toBe('hit');

    const outcomes = (await Promise.all([1, 2, 3].map(() => get('/about')))).map(cacheOf).sort();
    expect(outcomes).toEqual(['miss', 'shared', 'shared']);
  });
});
