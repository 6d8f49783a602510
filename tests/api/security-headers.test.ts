/**
 * Response headers graded as securityheaders.com and Mozilla Observatory do
 * (decision 018): a strict CSP without inline or eval'd scripts on every kind
 * of answer, HSTS with preload only behind HTTPS, framing refused, no banner,
 * a complete Permissions-Policy, and third-party origins only when configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { HSTS_MAX_AGE, PERMISSIONS_POLICY } from '../../server/plugins/security.ts';
import { createFakeDist, type FakeDist } from './helpers/fake-dist.ts';
import { buildTestApp, openEmptyDatabase, TEST_SEED_LOTS } from './helpers/test-app.ts';

type Response = Awaited<ReturnType<App['inject']>>;

let database: Database;
let dist: FakeDist;
const closers: Array<() => Promise<void>> = [];

async function appWith(env: Record<string, string> = {}): Promise<App> {
  const built = await buildTestApp(database, { env: { DIST_DIR: dist.dir, ...env } });
  closers.push(built.close);
  return built.app;
}

let app: App;
let lotId: number;

beforeAll(async () => {
  dist = createFakeDist();
  database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: TEST_SEED_LOTS });
  app = await appWith();
  const lots = (await app.inject({ method: 'GET', url: '/api/apartments/?limit=1' })).json() as {
    results: Array<{ id: number }>;
  };
  lotId = lots.results[0]!.id;
});

afterAll(async () => {
  for (const close of closers) await close();
  await database?.close();
  dist?.remove();
});

const header = (response: Response, name: string) => response.headers[name] as string | undefined;
const directive = (response: Response, name: string) =>
  header(response, 'content-security-policy')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The headers every answer carries, whatever its type or status. */
function expectBaseline(response: Response, what: string) {
  expect(header(response, 'content-security-policy'), what).toBeTruthy();
  expect(directive(response, 'frame-ancestors'), what).toMatch(/'none'|'self'/);
  expect(header(response, 'x-content-type-options'), what).toBe('nosniff');
  expect(header(response, 'x-frame-options'), what).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(header(response, 'referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(header(response, 'permissions-policy'), what).toBe(PERMISSIONS_POLICY);
  expect(header(response, 'cross-origin-resource-policy'), what).toBe('same-origin');
  expect(header(response, 'x-powered-by'), what).toBeUndefined();
  expect(header(response, 'server'), what).toBeUndefined();
}

describe('every kind of answer', () => {
  it('carries the security headers: pages, API JSON, errors, 404s, files, PDFs', async () => {
    const cases: Array<[string, string, number]> = [
      ['GET', '/', 200],
      ['GET', '/lots', 200],
      ['GET', '/no-such-page', 404],
      ['GET', '/api/health/', 200],
      ['GET', '/api/no-such/', 404],
      ['POST', '/api/request/', 403],
      ['GET', '/api/apartments/?price_min=abc', 400],
      ['GET', '/api/%', 400],
      ['GET', '/assets/index-abc123.js', 200],
      ['GET', '/assets/missing.js', 404],
      ['GET', '/sitemap.xml', 200],
      ['GET', `/pdf/lots/${lotId}.pdf`, 200],
    ];
    for (const [method, url, status] of cases) {
      const response = await app.inject({ method: method as 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expectBaseline(response, `${method} ${url}`);
    }
  });

  it("pages get the strict policy: no inline or eval'd scripts, no plugins, no framing, no foreign forms", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const scripts = directive(page, 'script-src')!;
    expect(scripts).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|https?:|data:/);
    expect(directive(page, 'default-src')).toBe("default-src 'self'");
    expect(directive(page, 'object-src')).toBe("object-src 'none'");
    expect(directive(page, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(page, 'form-action')).toBe("form-action 'self'");
    expect(directive(page, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(header(page, 'x-frame-options')).toBe('DENY');
    expect(header(page, 'cross-origin-opener-policy')).toBe('same-origin');
    // The page's only inline scripts are data blocks (JSON config, JSON-LD), which CSP never runs.
    for (const [, type] of page.body.matchAll(/<script\b([^>]*)>/g)) {
      expect(type).toMatch(/type="application\/(json|ld\+json)"|src="/);
    }
  });

  it("lets the browser's PDF viewer show a lot sheet on the site while other sites still cannot frame it", async () => {
    const pdf = await app.inject({ method: 'GET', url: `/pdf/lots/${lotId}.pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(directive(pdf, 'default-src')).toBe("default-src 'none'");
    expect(directive(pdf, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(header(pdf, 'x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('HTTPS', () => {
  it('behind HTTPS: HSTS for two years with subdomains and preload, and insecure requests upgraded', async () => {
    for (const url of ['/', '/api/health/', '/api/%', '/assets/missing.js']) {
      // The proxy in front (a trusted loopback hop here) says the visitor came over HTTPS.
      const response = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(header(response, 'strict-transport-security'), url).toBe(
        `max-age=${HSTS_MAX_AGE}; includeSubDomains; preload`,
      );
      // The same HTTPS site reached over plain HTTP (decision 018): RFC 6797 forbids HSTS there.
      const plain = await app.inject({ method: 'GET', url });
      expect(header(plain, 'strict-transport-security'), `${url} over http`).toBeUndefined();
    }
    expect(HSTS_MAX_AGE).toBeGreaterThanOrEqual(31_536_000);
    // The proxy in front (a trusted loopback hop here) says the visitor came over HTTPS.
    const overTls = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(header(overTls, 'content-security-policy')).toMatch(/;upgrade-insecure-requests$/);
    // The same server reached over plain HTTP (a local check) must not send its own files to https://.
    expect(header(await app.inject({ method: 'GET', url: '/' }), 'content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('over plain HTTP: no HSTS and no upgrade (a local or test server would become unreachable)', async () => {
    const plain = await appWith({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    for (const url of ['/', '/api/health/', '/api/%']) {
      const response = await plain.inject({ method: 'GET', url });
      expect(header(response, 'strict-transport-security'), url).toBeUndefined();
      expectBaseline(response, url);
    }
    expect(header(await plain.inject({ method: 'GET', url: '/' }), 'content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('third-party scripts of spec §7', () => {
  const THIRD_PARTY = /yandex|mail\.ru|widget\.example|smartcaptcha/;

  it('allows no third-party origin while none is configured', async () => {
    const csp = header(await app.inject({ method: 'GET', url: '/' }), 'content-security-policy');
    expect(csp).not.toMatch(THIRD_PARTY);
  });

  it('allows each configured one only where it needs it, and hands its settings to the page', async () => {
    const configured = await appWith({
      YANDEX_METRIKA_ID: '12345678',
      AD_COUNTER_ID: '3456789',
      CALLBACK_WIDGET_SRC: 'https://widget.example.ru/loader.js',
    });
    const page = await configured.inject({ method: 'GET', url: '/' });
    const of = (name: string) => directive(page, name) ?? '';
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src'])
      expect(of(name)).toContain('https://mc.yandex.ru');
    for (const name of ['script-src', 'img-src', 'connect-src']) expect(of(name)).toContain('https://top-fwz1.mail.ru');
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src'])
      expect(of(name)).toContain('https://widget.example.ru');
    expect(of('frame-src')).not.toContain('mail.ru');
    expect(of('style-src')).not.toMatch(/yandex|mail\.ru/);
    expect(of('script-src')).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    const config = JSON.parse(/id="app-config">([^<]*)</.exec(page.body)![1]!) as Record<string, unknown>;
    expect(config).toMatchObject({
      yandexMetrikaId: '12345678',
      adCounterId: '3456789',
      callbackWidgetSrc: 'https://widget.example.ru/loader.js',
    });
  });

  it('keeps their settings out of the page when they are not configured', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.body).not.toMatch(/yandexMetrikaId|adCounterId|callbackWidgetSrc/);
  });

  it('refuses settings that would widen the policy by mistake', async () => {
    await expect(appWith({ CALLBACK_WIDGET_SRC: 'http://widget.example.ru/loader.js' })).rejects.toThrow(
      /CALLBACK_WIDGET_SRC/,
    );
    await expect(appWith({ YANDEX_METRIKA_ID: "1' https://evil.example" })).rejects.toThrow(/YANDEX_METRIKA_ID/);
  });
});
