import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { HERO_IMAGE, imageUrl } from '../../src/lib/image-url.ts';
import { projects } from '../../server/db/schema/index.ts';
import {
  firstScreenImagePasses,
  firstScreenImageSources,
  PHONE_HERO_WIDTHS,
  warmImages,
} from '../../server/services/image-warmup.ts';
import { mainPageSchema } from '../../src/schemas/site.ts';
import { buildTestApp, createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function served(app: TestApp['app'], url: string) {
  const response = await app.inject({ url, headers: { accept: WEBP } });
  expect(response.statusCode, url).toBe(200);
  return String(response.headers['server-timing']);
}

async function homeHero(): Promise<string> {
  return mainPageSchema.parse((await getJson(ctx.app, '/api/main_page/')).body).hero.image;
}

describe('first-screen pictures rendered ahead', () => {
  it('are the home hero, then every published project hero, once each', async () => {
    const rows = await ctx.database.db.select({ id: projects.id, hero: projects.heroImage }).from(projects);
    const sources = await firstScreenImageSources(ctx.database.db);
    expect(sources[0]).toBe(await homeHero());
    expect(new Set(sources).size).toBe(sources.length);
    for (const row of rows) expect(sources).toContain(row.hero);

    const hidden = rows.find((row) => row.hero !== sources[0])!;
    await ctx.database.db.update(projects).set({ isPublished: false }).where(eq(projects.id, hidden.id));
    try {
      expect(await firstScreenImageSources(ctx.database.db)).not.toContain(hidden.hero);
    } finally {
      await ctx.database.db.update(projects).set({ isPublished: true }).where(eq(projects.id, hidden.id));
    }
  });

  it('are asked for at every hero width, the very addresses the pages use, phone widths first', () => {
    const sources = ['/media/files/projects/a/hero.svg', '/media/files/projects/b/hero.svg'];
    const passes = firstScreenImagePasses(sources);
    expect(passes.map((pass) => pass.name)).toEqual(['phone', 'desktop']);
    expect(passes[0].urls).toEqual(sources.flatMap((src) => [640, 960, 1280].map((width) => imageUrl(src, { width }))));
    expect(passes[1].urls).toEqual(sources.flatMap((src) => [1920, 2560].map((width) => imageUrl(src, { width }))));
    const every = sources.flatMap((src) => HERO_IMAGE.widths.map((width) => imageUrl(src, { width })));
    expect(passes.flatMap((pass) => pass.urls).sort()).toEqual(every.sort());
  });

  it('come from the cache after the warm-up; other variants are rendered on request', async () => {
    const hero = await homeHero();
    const urls = firstScreenImagePasses([hero]).flatMap((pass) => pass.urls);
    const result = await warmImages(ctx.app, urls);
    expect(result).toMatchObject({ rendered: urls.length, failed: [] });
    for (const url of urls) expect(await served(ctx.app, url)).toBe('image;desc="cache"');
    expect(await served(ctx.app, imageUrl(hero, { width: 320 }))).toMatch(/^image;desc="render";dur=\d+(\.\d)?$/);
  });

  it('reports addresses it could not render and stops when asked', async () => {
    const missing = imageUrl('/media/files/none/hero.svg', { width: 640 });
    expect((await warmImages(ctx.app, [missing])).failed).toEqual([`${missing} → 404`]);
    expect(await warmImages(ctx.app, [missing], () => true)).toMatchObject({ rendered: 0, failed: [] });
  });
});

describe('IMAGE_WARMUP', () => {
  async function listening(env: NodeJS.ProcessEnv) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const built = await buildTestApp(ctx.database, { env, logger: { level: 'info', stream } });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    return { ...built, lines };
  }

  it('on (default): the server renders them right after it starts listening, phone widths first', async () => {
    const server = await listening({});
    const logged = (pass: string) =>
      server.lines.find((line) => line.includes(`first-screen pictures rendered: ${pass} widths`));
    try {
      // The desktop pass takes half a minute here; the phone pass shows the hook works, and closing stops the rest.
      await expect.poll(() => logged('phone') !== undefined, { timeout: 60_000, interval: 100 }).toBe(true);
      const sources = await firstScreenImageSources(ctx.database.db);
      expect(JSON.parse(logged('phone')!)).toMatchObject({ rendered: sources.length * PHONE_HERO_WIDTHS.length });
      expect(await served(server.app, imageUrl(sources.at(-1)!, { width: PHONE_HERO_WIDTHS.at(-1)! }))).toBe(
        'image;desc="cache"',
      );
    } finally {
      await server.close();
    }
    expect(logged('desktop')).toBeUndefined();
  }, 90_000);

  it('off: nothing is rendered until asked', async () => {
    const server = await listening({ IMAGE_WARMUP: 'off' });
    try {
      expect(await served(server.app, imageUrl(await homeHero(), { width: 960 }))).toMatch(/^image;desc="render"/);
      expect(server.lines.some((line) => line.includes('first-screen pictures'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
