/**
 * Precompressed assets and first-screen hints (issue 9, decision 016): the
 * build step of scripts/vite-precompress.ts writes `.br`/`.gz` beside the
 * files that shrink, and the static server sends them by `Accept-Encoding`
 * with the original type, `Vary: Accept-Encoding` and a year's cache; the
 * pages preload the built Manrope files and the hero picture the app's
 * hero draws (the same candidates, from the same `main_page/` block).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { prefetchFiles, withPrefetch } from '../../server/html/asset-hints.ts';
import { precompressDir } from '../../scripts/vite-precompress.ts';
import { HERO_IMAGE, imageSrcSet, imageUrl } from '../../src/lib/image-url.ts';
import { FAKE_TEMPLATE } from './helpers/fake-dist.ts';
import { openEmptyDatabase, TEST_SEED_LOTS } from './helpers/test-app.ts';

const SCRIPT = 'export function render(lot) { return `<p class="price">${lot.price}</p>`; }\n'.repeat(300);
const STYLE = '.card { display: grid; gap: 1.6rem; padding: 2.4rem; }\n'.repeat(200);
const FONTS = [
  'manrope-cyrillic-wght-normal-Ab_c1-2.woff2',
  'manrope-latin-basic-wght-Xy-z9_8.woff2',
  'manrope-ruble-wght-Qw_e3-4.woff2',
];

let dir: string;
let database: Database;
let app: App;

const get = (url: string, encoding: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

function file(relative: string, content: string | Buffer) {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), content);
}

/** The boot script of decision 020 as the build writes it. */
const TEMPLATE = FAKE_TEMPLATE.replace(
  /<script type="module"[^>]*><\/script>/,
  '<script type="module" crossorigin src="/assets/boot-b00t.js" data-app="/assets/index-abc123.js" data-app-preloads="/assets/framework-f1.js"></script>',
);
/** The build's per-screen table (decision 021), with one entry the server must not trust. */
const SCREEN_PRELOADS = {
  lots: ['/assets/lots-screen-a1.js', '/assets/lot-card-b2.js', '/assets/lots-screen-c3.css'],
  home: ['/assets/home-screen-d4.js'],
  lot: ['/assets/lot-screen-e5.js" onload="alert(1)'],
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'severin-precompressed-'));
  file('index.html', TEMPLATE);
  file('.vite/screen-preloads.json', JSON.stringify(SCREEN_PRELOADS));
  file(
    '.vite/manifest.json',
    JSON.stringify({ 'src/boot.ts': { file: 'assets/index-abc123.js', name: 'boot', isEntry: true }, padding: SCRIPT }),
  );
  file('assets/index-abc123.js', SCRIPT);
  file('assets/index-def456.css', STYLE);
  file('assets/tiny-1a2b.js', 'export const a = 1;\n');
  // Random bytes do not shrink: no variant is worth keeping.
  file('assets/noise-9z8y.json', randomBytes(4096));
  for (const font of FONTS) file(`assets/${font}`, randomBytes(8192));
  file('sw.js', `self.addEventListener("fetch", () => {});\n${SCRIPT}`);
  await precompressDir(dir);

  database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: TEST_SEED_LOTS });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DIST_DIR: dir });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the precompress build step', () => {
  it('writes brotli and gzip copies of text files that shrink, and nothing for the rest', () => {
    const has = (relative: string) => existsSync(path.join(dir, relative));
    for (const relative of ['assets/index-abc123.js', 'assets/index-def456.css', 'sw.js']) {
      const original = readFileSync(path.join(dir, relative));
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${relative}.br`))).equals(original), relative).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(path.join(dir, `${relative}.gz`))).equals(original), relative).toBe(true);
    }
    // Fonts are compressed already, tiny files save nothing, noise does not shrink.
    for (const relative of [`assets/${FONTS[0]}`, 'assets/tiny-1a2b.js', 'assets/noise-9z8y.json']) {
      expect(has(`${relative}.br`) || has(`${relative}.gz`), relative).toBe(false);
    }
    // Build metadata for the server and the size report is read from disk, never sent.
    expect(has('.vite/manifest.json.br') || has('.vite/manifest.json.gz')).toBe(false);
  });

  it('does not serve the build metadata', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/screen-preloads.json'])
      expect((await get(url, 'br')).statusCode, url).toBe(404);
  });
});

describe('precompressed files from the server', () => {
  it('sends the brotli copy to a client that accepts br', async () => {
    const response = await get('/assets/index-abc123.js', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-def456.css', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the plain file without an encoding, still varying on it', async () => {
    const response = await get('/assets/index-abc123.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('never serves the compressed copies under their own names', async () => {
    expect((await get('/assets/index-abc123.js.br', 'identity')).statusCode).toBe(404);
    expect((await get('/assets/index-abc123.js.gz', 'identity')).statusCode).toBe(404);
  });

  it('revalidates the service worker, compressed or not', async () => {
    const response = await get('/sw.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('first-screen hints in the page head', () => {
  it('preload the built Manrope files of every first screen (cyrillic, basic latin, the rouble sign) in CORS mode', async () => {
    const html = (await app.inject({ method: 'GET', url: '/lots' })).body;
    for (const font of FONTS) {
      expect(html).toContain(`<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`);
      const response = await get(`/assets/${font}`, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
    }
  });

  it('preload the home hero with the candidates of the picture the page draws', async () => {
    const html = (await app.inject({ method: 'GET', url: '/' })).body;
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="100vw" fetchpriority="high" \/>/.exec(
        html,
      );
    expect(preload).not.toBeNull();
    // What src/features/home/home-hero.tsx writes on its <img> for the answer's hero.
    const { hero } = (await app.inject({ method: 'GET', url: '/api/main_page/' })).json() as {
      hero: { image: string };
    };
    const unescaped = (value: string) => value.replaceAll('&amp;', '&');
    expect(preload!.slice(1).map(unescaped)).toEqual([
      imageUrl(hero.image, { width: HERO_IMAGE.fallbackWidth }),
      imageSrcSet(hero.image, HERO_IMAGE.widths),
    ]);
    const first = preload![2].split(', ')[0]!.split(' ')[0]!.replaceAll('&amp;', '&');
    const picture = await app.inject({ method: 'GET', url: first, headers: { accept: 'image/webp' } });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('preload the project hero; pages without a hero preload no picture', async () => {
    const projects = (await app.inject({ method: 'GET', url: '/api/projects/' })).json() as
      Array<{ slug: string }> | { results: Array<{ slug: string }> };
    const [project] = Array.isArray(projects) ? projects : projects.results;
    const html = (await app.inject({ method: 'GET', url: `/projects/${project!.slug}` })).body;
    expect(html).toMatch(/<link rel="preload" as="image" [^>]*imagesizes="100vw" fetchpriority="high" \/>/);
    expect((await app.inject({ method: 'GET', url: '/purchase/mortgage' })).body).not.toContain('as="image"');
  });
});

describe('the screen’s files on the boot script (decision 021)', () => {
  const bootTag = (html: string) => /<script type="module"[^>]*data-app=[^>]*>/.exec(html)?.[0] ?? '';

  it('name the files of the page’s screen, in the build’s order', async () => {
    const tag = bootTag((await app.inject({ method: 'GET', url: '/lots' })).body);
    expect(tag).toContain(`data-screen-preloads="${SCREEN_PRELOADS.lots.join(' ')}"`);
    expect(tag).toContain('data-app="/assets/index-abc123.js"');
    expect(bootTag((await app.inject({ method: 'GET', url: '/' })).body)).toContain(
      'data-screen-preloads="/assets/home-screen-d4.js"',
    );
  });

  it('name nothing where the screen is not drawn or the table has no valid entry', async () => {
    const missingLot = await app.inject({ method: 'GET', url: '/lots/987654321' });
    expect(missingLot.statusCode).toBe(404);
    expect(bootTag(missingLot.body)).not.toContain('data-screen-preloads');
    // The precached shell may become any page.
    expect(bootTag((await app.inject({ method: 'GET', url: '/index.html' })).body)).not.toContain(
      'data-screen-preloads',
    );
    // A lot page exists, but its entry is no asset address and is dropped.
    const lots = (await app.inject({ method: 'GET', url: '/api/apartments/?page_size=1' })).json() as {
      results: Array<{ id: number }>;
    };
    const lotPage = await app.inject({ method: 'GET', url: `/lots/${lots.results[0]!.id}` });
    expect(lotPage.statusCode).toBe(200);
    expect(lotPage.body).not.toContain('onload');
    expect(bootTag(lotPage.body)).not.toContain('data-screen-preloads');
  });
});

describe('the next screens’ files on a rendered page (spec §9, issue 31)', () => {
  const table = {
    lots: ['/assets/lots.js', '/assets/card.js', '/assets/lots.css'],
    lot: ['/assets/lot.js', '/assets/card.js'],
    favorites: ['/assets/fav.js'],
  };

  it('names the scripts of the likely next screens the page does not load itself, once each', () => {
    expect(prefetchFiles(table, ['lots', 'lot', 'favorites'], table.lot)).toEqual([
      '/assets/lots.js',
      '/assets/fav.js',
    ]);
    expect(prefetchFiles(table, ['lots', 'lot', 'favorites'])).toEqual([
      '/assets/lots.js',
      '/assets/card.js',
      '/assets/lot.js',
      '/assets/fav.js',
    ]);
    expect(prefetchFiles(table, ['unknown'])).toEqual([]);
  });

  it('writes them on the boot script, escaped, and nothing when there are none', () => {
    const html = '<script type="module" src="/assets/boot.js" data-app="/assets/app.js"></script>';
    expect(withPrefetch(html, ['/assets/a.js', '/assets/b"c.js'])).toBe(
      '<script type="module" src="/assets/boot.js" data-prefetch="/assets/a.js /assets/b&quot;c.js" data-app="/assets/app.js"></script>',
    );
    expect(withPrefetch(html, [])).toBe(html);
  });
});
