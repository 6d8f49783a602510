import { createHash } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import sharp from 'sharp';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { imageSrcSet, imageUrl } from '../../src/lib/image-url.ts';
import { mediaFiles } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
const HERO = '/media/files/projects/ostozhenka/hero.svg';
const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';
const PNG_ONLY = 'image/png,image/*;q=0.8';

async function addFile(path: string, contentType: string, body: Buffer) {
  const sha256 = createHash('sha256').update(body).digest('hex');
  await ctx.database.db.insert(mediaFiles).values({ path, contentType, body, size: body.length, sha256 });
  return `/media/files/${path}`;
}

let photo: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // A raster photo: 800×600, so upscaling can be checked.
  photo = await addFile(
    'tests/photo.jpg',
    'image/jpeg',
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a4a' } })
      .jpeg()
      .toBuffer(),
  );
  await addFile('tests/notes.pdf', 'application/pdf', Buffer.from('%PDF-1.4 not an image'));
  await addFile('tests/broken.png', 'image/png', Buffer.from('definitely not a png'));
  // 51 Mpx: past the decoder's pixel limit, small on disk.
  const huge = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  await addFile('tests/huge.png', 'image/png', huge);
});

afterAll(async () => {
  await ctx?.close();
});

async function image(url: string, accept = WEBP, headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ url, headers: { accept, ...headers } });
  return response;
}

async function refused(url: string, status: number) {
  const response = await image(url);
  expect(response.statusCode, url).toBe(status);
  const body = apiErrorSchema.parse(response.json());
  expect(body.message).toMatch(/[а-яё]/i);
  expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  return body;
}

describe('GET /images/', () => {
  it('renders WebP when Accept allows it, PNG otherwise, at the asked width', async () => {
    const webp = await image(imageUrl(HERO, { width: 640 }));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/accept/i);
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers['set-cookie']).toBeUndefined();
    const webpMeta = await sharp(webp.rawPayload).metadata();
    expect(webpMeta).toMatchObject({ format: 'webp', width: 640, height: 360 });

    const png = await image(imageUrl(HERO, { width: 320 }), PNG_ONLY);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 180 });
    expect(png.headers.etag).not.toBe(webp.headers.etag);
    // `image/webp;q=0` is a refusal.
    expect((await image(imageUrl(HERO, { width: 160 }), 'image/webp;q=0, image/png')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('rasterises SVG crisply at large widths and keeps the source width when none is asked', async () => {
    const large = await image(imageUrl(HERO, { width: 2560 }));
    expect((await sharp(large.rawPayload).metadata()).width).toBe(2560);
    const natural = await image(imageUrl(HERO));
    expect((await sharp(natural.rawPayload).metadata()).width).toBe(1600);
  });

  it('never enlarges a raster source', async () => {
    const small = await image(imageUrl(photo, { width: 480 }));
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 480, height: 360 });
    const big = await image(imageUrl(photo, { width: 1920 }));
    expect((await sharp(big.rawPayload).metadata()).width).toBe(800);
  });

  it('serves layout plans too', async () => {
    const plan = await image(imageUrl('/media/files/plans/1.svg', { width: 480 }), PNG_ONLY);
    expect(plan.statusCode).toBe(200);
    expect((await sharp(plan.rawPayload).metadata()).width).toBe(480);
  });

  it('makes previews much smaller than the full picture, and quality lowers the size', async () => {
    const full = await image(imageUrl(HERO, { width: 640 }));
    const preview = await image(imageUrl(HERO, { width: 640, preview: true }));
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);
    expect(preview.rawPayload.length).toBeLessThan(full.rawPayload.length / 4);
    const placeholder = await image(imageUrl(HERO, { preview: true }));
    expect((await sharp(placeholder.rawPayload).metadata()).width).toBe(160);
    const low = await image(imageUrl(HERO, { width: 640, quality: 20 }));
    expect(low.rawPayload.length).toBeLessThan(full.rawPayload.length);
  });

  it('answers 304 to a matching If-None-Match, per format', async () => {
    const url = imageUrl(HERO, { width: 480 });
    const first = await image(url);
    const etag = String(first.headers.etag);
    const again = await image(url, WEBP, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toMatch(/accept/i);
    expect((await image(url, WEBP, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    // The PNG variant has its own tag: the WebP one does not validate it.
    expect((await image(url, PNG_ONLY, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('gives the same bytes from its cache', async () => {
    const url = imageUrl(HERO, { width: 768 });
    const [a, b] = await Promise.all([image(url), image(url)]);
    const c = await image(url);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it.each([
    ['/images/', 'src'],
    ['/images/?src=https://example.com/a.png', 'src'],
    ['/images/?src=//example.com/a.png', 'src'],
    ['/images/?src=/media/files/../../etc/passwd', 'src'],
    ['/images/?src=/media/files/a/%2e%2e/b.png', 'src'],
    ['/images/?src=/api/projects/', 'src'],
    [`/images/?src=${HERO}&w=3000`, 'w'],
    [`/images/?src=${HERO}&w=500`, 'w'],
    [`/images/?src=${HERO}&w=abc`, 'w'],
    [`/images/?src=${HERO}&q=0`, 'q'],
    [`/images/?src=${HERO}&q=101`, 'q'],
    [`/images/?src=${HERO}&preview=maybe`, 'preview'],
  ])('refuses %s with 400 naming %s', async (url, field) => {
    const body = await refused(url, 400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('refuses sources that are missing, not images, unreadable or too big', async () => {
    expect((await refused('/images/?src=/media/files/projects/nowhere.svg', 404)).message).toBe(
      'Изображение не найдено',
    );
    expect((await refused('/images/?src=/media/files/tests/notes.pdf', 400)).message).toBe(
      'Источник не является изображением',
    );
    await refused('/images/?src=/media/files/tests/broken.png&w=320', 400);
    expect((await refused('/images/?src=/media/files/tests/huge.png&w=320', 413)).message).toBe(
      'Исходное изображение слишком большое',
    );
  });

  it('answers every srcset candidate the browser helper builds', async () => {
    const candidates = imageSrcSet(HERO, [320, 640]).split(', ');
    for (const candidate of candidates) {
      const [url, descriptor] = candidate.split(' ');
      const response = await image(url);
      expect(response.statusCode).toBe(200);
      expect(`${(await sharp(response.rawPayload).metadata()).width}w`).toBe(descriptor);
    }
  });
});
