/**
 * html/render-cache.ts without a server: the byte bound holds with the
 * compressed copies counted, 404s have their own budget, failures are not
 * kept, parallel misses share one render; render-key.ts spells a query one way.
 */
import { brotliDecompressSync } from 'node:zlib';
import { describe, it, expect } from 'vitest';
import { RenderCache, type RenderedBody } from '../../server/html/render-cache.ts';
import { moscowDay, normaliseSearch } from '../../server/html/render-key.ts';

const page = (status: number, bytes: number, fill = 'a'): RenderedBody => ({ status, body: Buffer.alloc(bytes, fill) });

describe('RenderCache', () => {
  it('stays within its byte bound, dropping the least recently used page first', async () => {
    const cache = new RenderCache({ maxBytes: 10_000, maxNotFoundBytes: 3_000 });
    let renders = 0;
    const render = (bytes: number) => async () => {
      renders += 1;
      return page(200, bytes);
    };
    for (const key of ['a', 'b', 'c']) await cache.get(key, render(3_000));
    expect((await cache.get('a', render(3_000))).outcome).toBe('hit');
    await cache.get('d', render(3_000)); // 12 000 bytes: the least recently used (b) goes
    expect(cache.stats()).toEqual({ pages: 3, notFound: 0, bytes: 9_000 });
    expect((await cache.get('a', render(3_000))).outcome).toBe('hit');
    expect((await cache.get('b', render(3_000))).outcome).toBe('miss');
    expect(renders).toBe(5);
    // Larger than the whole bound: answered, never kept.
    expect((await cache.get('huge', render(20_000))).page.body.length).toBe(20_000);
    expect((await cache.get('huge', render(20_000))).outcome).toBe('miss');
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000);
  });

  it('counts compressed copies in the bound and keeps them with the page', async () => {
    const cache = new RenderCache({ maxBytes: 200_000 });
    const text = Buffer.from('<p>Квартира с видом на реку</p>'.repeat(2_000));
    const { page: kept } = await cache.get('p', async () => ({ status: 200, body: text }));
    const before = cache.stats().bytes;
    const packed = cache.encoded(kept, 'br');
    expect(brotliDecompressSync(packed).equals(text)).toBe(true);
    expect(cache.encoded(kept, 'br')).toBe(packed);
    expect(cache.stats().bytes).toBe(before + packed.length);
    for (let i = 0; i < 20; i++) {
      const { page: other } = await cache.get(`q${i}`, async () => ({
        status: 200,
        body: Buffer.from(`${i} ${'x'.repeat(30_000)}`),
      }));
      cache.encoded(other, 'gzip');
      expect(cache.stats().bytes).toBeLessThanOrEqual(200_000);
    }
  });

  it('gives 404s their own budget, so made-up addresses do not push pages out', async () => {
    const cache = new RenderCache({ maxBytes: 10_000, maxNotFoundBytes: 2_000 });
    await cache.get('home', async () => page(200, 5_000));
    for (let i = 0; i < 50; i++) await cache.get(`/missing-${i}`, async () => page(404, 1_000));
    expect(cache.stats()).toEqual({ pages: 1, notFound: 2, bytes: 7_000 });
    expect((await cache.get('home', async () => page(200, 5_000))).outcome).toBe('hit');
  });

  it('answers a failure to every request that shared its render, and renders it again next time', async () => {
    const cache = new RenderCache();
    let renders = 0;
    const failing = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page(500, 100);
    };
    const answers = await Promise.all([cache.get('x', failing), cache.get('x', failing), cache.get('x', failing)]);
    expect(answers.map((answer) => answer.outcome)).toEqual(['miss', 'shared', 'shared']);
    expect(answers.every((answer) => answer.page.status === 500)).toBe(true);
    expect(renders).toBe(1);
    expect((await cache.get('x', failing)).outcome).toBe('miss');
    expect(renders).toBe(2);
    expect(cache.stats().pages).toBe(0);
  });

  it('lets a thrown render fail every waiter and keeps nothing', async () => {
    const cache = new RenderCache();
    const broken = async (): Promise<RenderedBody> => {
      throw new Error('render failed');
    };
    await expect(Promise.all([cache.get('y', broken), cache.get('y', broken)])).rejects.toThrow('render failed');
    expect((await cache.get('y', async () => page(200, 10))).outcome).toBe('miss');
  });
});

describe('render key parts', () => {
  it('sort the query and keep repeated parameters', () => {
    expect(normaliseSearch('/lots?rooms=2&price_min=1&rooms=1')).toBe('price_min=1&rooms=1&rooms=2');
    expect(normaliseSearch('/lots')).toBe('');
    expect(normaliseSearch('/lots?q=%D0%BA')).toBe(normaliseSearch('/lots?q=к'));
  });

  it('turn the day at Moscow midnight', () => {
    expect(moscowDay(Date.parse('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(moscowDay(Date.parse('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
  });
});
