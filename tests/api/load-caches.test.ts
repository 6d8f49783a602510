/**
 * The caches behind `npm run bench:load` (decision 019) must never serve
 * stale or foreign bytes: kept compressed bodies equal a fresh compression of
 * the same body, lot pages follow the catalogue version (more in
 * render-cache.test.ts), the maintenance read follows `writeSetting`.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { lots } from '../../server/db/schema/index.ts';
import { CompressedBodies, pickEncoding } from '../../server/services/compressed-bodies.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { readSettingsCached, writeSetting } from '../../server/services/site-settings.ts';
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

describe('compressed bodies', () => {
  it('pick br or gzip by Accept-Encoding weights, and nothing when neither is wanted', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, *')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('keep one compression per distinct body, and drop the oldest past the byte bound', () => {
    const bodies = new CompressedBodies(2_000);
    const first = Buffer.from('первая страница '.repeat(400));
    const packed = bodies.get(first, 'br');
    expect(brotliDecompressSync(packed).equals(first)).toBe(true);
    expect(bodies.get(Buffer.from(first), 'br')).toBe(packed);
    expect(gunzipSync(bodies.get(first, 'gzip')).equals(first)).toBe(true);
    expect(bodies.size).toBe(2);
    for (let i = 0; i < 50; i++) bodies.get(Buffer.from(`${i} ${Math.random()} `.repeat(300)), 'gzip');
    expect(bodies.size).toBeLessThan(50);
    expect(bodies.get(first, 'br')).not.toBe(packed);
  });

  it('answer a repeated lot page and catalogue list compressed, equal to the plain answer', async () => {
    // Taken by the hook, not left to the compress plugin: the kept bytes are what goes out.
    const kept = vi.spyOn(CompressedBodies.prototype, 'get');
    const [lot] = await database.db.select({ id: lots.id }).from(lots).orderBy(asc(lots.id)).limit(1);
    for (const url of [`/lots/${lot.id}`, '/api/apartments/?ordering=price']) {
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      for (const [encoding, inflate] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        for (let round = 0; round < 2; round++) {
          const packed = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(packed.headers['content-encoding'], url).toBe(encoding);
          expect(String(packed.headers.vary), url).toMatch(/accept-encoding/i);
          expect(Number(packed.headers['content-length'])).toBe(packed.rawPayload.length);
          expect(inflate(packed.rawPayload).toString(), url).toBe(plain.body);
          // A page's compressed copy is kept with the rendered page (html/render-cache.ts), not hashed here.
          if (url.startsWith('/api/')) expect(kept.mock.results.at(-1)?.value, url).toEqual(packed.rawPayload);
        }
      }
    }
    expect(kept).toHaveBeenCalledTimes(4);
  });
});

describe('lot pages (render cache, html/render-cache.ts)', () => {
  it('shows a changed lot on its page once the catalogue has moved', async () => {
    const [lot] = await database.db
      .select({ id: lots.id, price: lots.price })
      .from(lots)
      .where(eq(lots.status, 'free'))
      .orderBy(asc(lots.id))
      .limit(1);
    const price = (html: string) => /"price":\s*(\d+)/.exec(html)?.[1];
    expect(price((await app.inject({ method: 'GET', url: `/lots/${lot.id}` })).body)).toBe(String(lot.price));
    await database.db
      .update(lots)
      .set({ price: lot.price + 1000 })
      .where(eq(lots.id, lot.id));
    await catalogueFor(database.db).invalidate();
    try {
      expect(price((await app.inject({ method: 'GET', url: `/lots/${lot.id}` })).body)).toBe(String(lot.price + 1000));
    } finally {
      await database.db.update(lots).set({ price: lot.price }).where(eq(lots.id, lot.id));
      await catalogueFor(database.db).invalidate();
    }
  });
});

describe('settings read on every page', () => {
  it('are kept for a moment but follow writeSetting at once', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const before = await readSettingsCached(database.db, ['maintenance']);
    expect(await readSettingsCached(database.db, ['maintenance'])).toBe(before);
    await writeSetting(database.db, 'maintenance', { until });
    try {
      expect((await readSettingsCached(database.db, ['maintenance'])).maintenance.until).toBe(until);
    } finally {
      await writeSetting(database.db, 'maintenance', { until: null });
    }
    expect((await readSettingsCached(database.db, ['maintenance'])).maintenance.until).toBeNull();
  });
});
