/**
 * Every route of the table (spec §2) against the built server: status, head
 * tags, runtime config, a rendered root and a clean console. Assertions stay
 * on what the server promises, not on the screens' markup, which grows with
 * later issues.
 */
import { test as base, expect } from './helpers/hydrated-page.ts';
import { GUARDED_SEGMENTS, ROUTES } from '../../src/lib/routes.ts';
import { E2E_PRODUCTION_HOST } from './helpers/env.ts';
import { findSamples, samplePath, type Samples } from './helpers/samples.ts';
import { appConfig, expectHeadTags, visit } from './helpers/page-check.ts';

const test = base.extend<object, { samples: Samples }>({
  samples: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await findSamples(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

test.describe('every route of the table', () => {
  for (const route of ROUTES) {
    test(`${route.name} (${route.path}) answers 200 and renders cleanly`, async ({ page, samples }) => {
      const path = samplePath(route, samples);
      const { response, problems } = await visit(page, path);
      expect(response?.status(), path).toBe(200);
      const html = await response!.text();
      expectHeadTags(html);
      expect(appConfig(html)).toMatchObject({ stage: 'test', status: 200 });
      expect(problems, `console of ${path}`).toEqual([]);
    });
  }
});

test.describe('trailing-slash variants', () => {
  const variants: Array<[string, (s: Samples) => string, string]> = [
    ['/news/', () => '/news/', '/news'],
    ['/press/', () => '/press/', '/press'],
    ['/promo/', () => '/promo/', '/promo'],
    ['/projects-commercial/', () => '/projects-commercial/', '/projects-commercial'],
    ['/tenders/', () => '/tenders/', '/tenders'],
    ['/news/{slug}/', (s) => `/news/${s.news}/`, '/news/'],
    ['/promo/{slug}/', (s) => `/promo/${s.promo}/`, '/promo/'],
    ['/press/{slug}/', (s) => `/press/${s.press}/`, '/press/'],
  ];
  for (const [title, pathOf, canonicalStart] of variants) {
    test(`${title} is the same page`, async ({ page, samples }) => {
      const path = pathOf(samples);
      const { response, problems } = await visit(page, path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expectHeadTags(html);
      // One address per page for search engines: the canonical link has no trailing slash.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(canonical).toContain(`https://severin-dev.ru${canonicalStart}`);
      expect(canonical.endsWith('/')).toBe(false);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  for (const path of [
    '/no-such-page',
    '/projects/no-such',
    '/projects-commercial/no-such',
    '/lots/999999999',
    '/news/no-such',
    '/documents/no-such',
  ]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const { response, problems } = await visit(page, path, { expectNotFound: true });
      expect(response?.status()).toBe(404);
      const html = await response!.text();
      expectHeadTags(html, { title: /Страница не найдена/ });
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(appConfig(html)).toMatchObject({ status: 404 });
      expect(problems).toEqual([]);
    });
  }

  test('unknown /api paths stay JSON 404', async ({ request }) => {
    const response = await request.get('/api/no-such/');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ status: 404 });
  });
});

test.describe('route guard (spec §2)', () => {
  const guardedPaths = (s: Samples) => [
    ...GUARDED_SEGMENTS.map((segment) => (segment === 'partnership' ? '/partnership/brokers' : `/${segment}`)),
    `/press/${s.press}/`,
    `/owners/${s['owners-guide']}`,
  ];

  test('redirects guarded pages to / on the production host', async ({ request, samples }) => {
    for (const path of guardedPaths(samples)) {
      const response = await request.get(path, { headers: { host: E2E_PRODUCTION_HOST }, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()['location'], path).toBe('/');
    }
  });

  test('serves open pages on the production host with the production stage', async ({ request }) => {
    const response = await request.get('/about', { headers: { host: E2E_PRODUCTION_HOST }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(appConfig(html)).toMatchObject({ stage: 'production', devFlag: false, status: 200 });
    // Only the production stage may be indexed.
    expect(html).not.toContain('noindex');
  });

  test('does not redirect on the test stage', async ({ request, samples }) => {
    for (const path of guardedPaths(samples)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});

test.describe('HTTP behaviour of pages and files', () => {
  test('HEAD requests answer like GET without a body', async ({ request }) => {
    const ok = await request.head('/about');
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toContain('text/html');
    expect((await ok.body()).length).toBe(0);
    expect((await request.head('/no-such-page')).status()).toBe(404);
  });

  test('pages are revalidated, hashed assets are immutable', async ({ request }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(asset, 'the built page references its hashed entry script').toBeTruthy();
    const file = await request.get(asset!);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
  });
});
