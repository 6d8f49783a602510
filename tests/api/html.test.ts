/**
 * The HTML plugin: statuses of the route table, head tags, runtime config,
 * the guard, static file caching and the missing-build answer. Runs against
 * a fake build (tests/api/helpers/fake-dist.ts), so no `vite build` is needed.
 */
import { brotliDecompressSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { projects, seoPages } from '../../server/db/schema/index.ts';
import { writeSetting } from '../../server/services/site-settings.ts';
import { parseAppConfig } from '../../src/lib/app-config.ts';
import { createFakeDist, FAKE_ENTRY_SCRIPT, type FakeDist } from './helpers/fake-dist.ts';
import { openEmptyDatabase, TEST_SEED_LOTS } from './helpers/test-app.ts';

const PRODUCTION_HOST = 'severin-dev.ru';
let database: Database;
let dist: FakeDist;
const apps: App[] = [];

async function appWith(env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PRODUCTION_HOST, DIST_DIR: dist.dir, ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

let app: App;

beforeAll(async () => {
  dist = createFakeDist();
  database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: TEST_SEED_LOTS });
  app = await appWith();
});

afterAll(async () => {
  for (const each of apps) await each.close();
  await database?.close();
  dist?.remove();
});

const configOf = (html: string) => parseAppConfig(/id="app-config">([^<]*)</.exec(html)?.[1]);
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('pages of the route table', () => {
  it('answer 200 with title, description, canonical, Open Graph and the runtime config', async () => {
    const [project] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.kind, 'residential'))
      .orderBy(asc(projects.id))
      .limit(1);
    const response = await app.inject({ method: 'GET', url: `/projects/${project.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(tag(html, /<title>([^<]+)<\/title>/)).toContain(project.name);
    expect(tag(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://severin-dev.ru/projects/${project.slug}`);
    expect(tag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(
      `https://severin-dev.ru/projects/${project.slug}`,
    );
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(
      /^https:\/\/severin-dev\.ru\/media\/files\//,
    );
    expect(html).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(html).toContain('<meta property="og:site_name" content="Северин" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toMatch(/<!--app-(head|config)-->/);
    expect(configOf(html)).toEqual({
      stage: 'test',
      devFlag: false,
      status: 200,
      origin: 'http://localhost:80',
      maintenanceUntil: null,
      captchaSiteKey: null,
      callTrackingUrl: null,
    });
  });

  it('treat trailing slashes as the same page and keep the canonical without one', async () => {
    for (const url of ['/news/', '/projects-commercial/', '/about/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(tag(response.body, /<link rel="canonical" href="([^"]+)"/)).toBe(
        `https://severin-dev.ru${url.slice(0, -1)}`,
      );
    }
  });

  it('mention the call centre hours in the default description', async () => {
    const response = await app.inject({ method: 'GET', url: '/contacts' });
    expect(tag(response.body, /<meta name="description" content="([^"]+)"/)).toMatch(/9:00 до 21:00/);
  });

  it('escape meta text from the database', async () => {
    await database.db
      .insert(seoPages)
      .values({
        path: '/stub',
        title: 'Тест "кавычек" & <script>alert(1)</script>',
        description: "Описание с 'апострофом' и $& шаблоном",
      })
      .onConflictDoUpdate({
        target: seoPages.path,
        set: {
          title: 'Тест "кавычек" & <script>alert(1)</script>',
          description: "Описание с 'апострофом' и $& шаблоном",
        },
      });
    const html = (await app.inject({ method: 'GET', url: '/stub' })).body;
    expect(html).toContain('<title>Тест &quot;кавычек&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="Описание с &#39;апострофом&#39; и $&amp; шаблоном"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('answer HEAD like GET without a body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect((await app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('pass the announced maintenance to the app', async () => {
    const until = new Date(Date.now() + 3 * 3600_000).toISOString();
    await writeSetting(database.db, 'maintenance', { until });
    try {
      const html = (await app.inject({ method: 'GET', url: '/' })).body;
      expect(configOf(html).maintenanceUntil).toBe(until);
    } finally {
      await writeSetting(database.db, 'maintenance', { until: null });
    }
  });

  it('pass the captcha key and call-tracking URL, and only then let their origins through the CSP', async () => {
    const csp = (response: { headers: Record<string, unknown> }) => String(response.headers['content-security-policy']);
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(csp(plain)).not.toContain('smartcaptcha');
    const configured = await appWith({
      CAPTCHA_SITE_KEY: 'ysc1_client',
      CALL_TRACKING_URL: 'https://ct.example.ru/register/',
    });
    const response = await configured.inject({ method: 'GET', url: '/' });
    expect(configOf(response.body)).toMatchObject({
      captchaSiteKey: 'ysc1_client',
      callTrackingUrl: 'https://ct.example.ru/register/',
    });
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(csp(response)).toMatch(new RegExp(`${directive} [^;]*https://smartcaptcha\\.yandexcloud\\.net`));
    }
    expect(csp(response)).toMatch(/connect-src [^;]*https:\/\/ct\.example\.ru/);
    expect(csp(response)).not.toMatch(/script-src[^;]*ct\.example\.ru/);
  });
});

describe('not found', () => {
  it('answers 404 with the not-found meta for unknown paths and missing entities', async () => {
    for (const url of [
      '/no-such-page',
      '/projects/no-such',
      '/lots/0',
      '/flat/abc',
      '/news/no-such',
      '/charity/no-such',
      '/partnership/no-such',
      '/purchase/no-such',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(tag(response.body, /<title>([^<]+)<\/title>/), url).toMatch(/^Страница не найдена/);
      expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(configOf(response.body).status).toBe(404);
    }
  });

  it('answers missing files with a short 404 instead of the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers unsafe methods on pages and unknown /api paths with JSON 404 (403 first without the CSRF pair)', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
    // Every unsafe request is checked whatever its path (decision 030).
    const bare = await app.inject({ method: 'PUT', url: '/no-such-page' });
    expect(bare.statusCode).toBe(403);
    const token = api.cookies.find((cookie) => cookie.name === 'csrftoken')!.value;
    const put = await app.inject({
      method: 'PUT',
      url: '/no-such-page',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ status: 404 });
  });
});

describe('route guard (spec §2)', () => {
  it('redirects guarded pages to / on the production host only', async () => {
    for (const url of ['/ui', '/partnership/brokers', '/press', '/owners/', '/compare']) {
      const production = await app.inject({ method: 'GET', url, headers: { host: PRODUCTION_HOST } });
      expect(production.statusCode, url).toBe(302);
      expect(production.headers.location).toBe('/');
      const test = await app.inject({ method: 'GET', url, headers: { host: 'stage.severin-dev.ru' } });
      expect(test.statusCode, url).toBe(200);
    }
    const open = await app.inject({ method: 'GET', url: '/about', headers: { host: `${PRODUCTION_HOST}:443` } });
    expect(open.statusCode).toBe(200);
    expect(configOf(open.body).stage).toBe('production');
    expect(open.body).not.toContain('noindex');
  });

  it('is lifted by the development flag', async () => {
    const devApp = await appWith({ DEV_FLAG: '1' });
    const response = await devApp.inject({ method: 'GET', url: '/ui', headers: { host: PRODUCTION_HOST } });
    expect(response.statusCode).toBe(200);
    expect(configOf(response.body)).toMatchObject({ stage: 'production', devFlag: true });
  });
});

describe('built files', () => {
  it('serves hashed assets for a year, precompressed when the client accepts it', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(FAKE_ENTRY_SCRIPT);
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_ENTRY_SCRIPT);
  });

  it('never caches the service worker and the manifest; other files briefly', async () => {
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).headers['cache-control']).toBe(
      'no-cache',
    );
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).headers['cache-control']).toBe(
      'public, max-age=3600',
    );
  });

  it('answers /index.html (the precached shell, decision 011) with the filled template, generic meta and 200', async () => {
    for (const url of ['/index.html', '/index.html?__WB_REVISION__=abc123']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      expect(html).not.toMatch(/<!--app-(head|config)-->/);
      expect(configOf(html)).toEqual({
        stage: 'test',
        devFlag: false,
        status: 200,
        origin: 'http://localhost:80',
        maintenanceUntil: null,
        captchaSiteKey: null,
        callTrackingUrl: null,
      });
      expect(tag(html, /<title>([^<]+)<\/title>/)).toMatch(/^Северин — /);
      expect(tag(html, /<link rel="canonical" href="([^"]+)"/)).toBe('https://severin-dev.ru/');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    }
  });

  it('keeps the shell out of search indexes on the production host too', async () => {
    const response = await app.inject({ method: 'GET', url: '/index.html', headers: { host: PRODUCTION_HOST } });
    expect(response.statusCode).toBe(200);
    expect(configOf(response.body).stage).toBe('production');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('still answers other missing .html files with the short 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/other.html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Файл не найден');
  });

  it('answers 503 with a Russian hint when the app is not built', async () => {
    const noBuild = await appWith({ DIST_DIR: `${dist.dir}/missing` });
    const response = await noBuild.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('Приложение не собрано');
    expect((await noBuild.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});
