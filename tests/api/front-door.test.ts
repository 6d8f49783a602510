/**
 * The front door, as an outside probe tried it: the CSRF check whatever the
 * spelling of the path, exact tokens only, Russian JSON errors with the
 * security headers even for requests refused before routing (over a real
 * socket: Node's parser never sees `inject`), the `csrftoken` cookie only on
 * pages and API answers, and a limit on new visitor identities per address.
 */
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { CSRF_COOKIE } from '../../server/plugins/csrf.ts';
import { EARLY_ERROR_HEADERS } from '../../server/plugins/early-errors.ts';
import { VISITORS_LIMIT_MESSAGE } from '../../server/plugins/visitor.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { Browser } from './helpers/browser.ts';
import { createHtmlTestApp } from './helpers/html-test-app.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
let unsafe: Array<{ method: 'POST' | 'DELETE'; path: string }>;

beforeAll(async () => {
  ctx = await createHtmlTestApp();
  const spec = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  unsafe = Object.entries(spec.paths).flatMap(([path, operations]) =>
    (['post', 'delete'] as const)
      .filter((method) => method in operations)
      .map((method) => ({ method: method.toUpperCase() as 'POST' | 'DELETE', path: path.replace(/\{[^}]+\}/g, '1') })),
  );
});

afterAll(async () => {
  await ctx?.close();
});

function expectRussianError(body: unknown, status: number) {
  const error = apiErrorSchema.parse(body);
  expect(error.status).toBe(status);
  expect(error.message).toMatch(/[а-яё]/i);
}

describe('CSRF whatever the path is spelled', () => {
  it('finds every unsafe operation of the API', () => {
    expect(unsafe.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses each unsafe operation without the token under //, /// and percent-encoded spellings', async () => {
    for (const { method, path } of unsafe) {
      for (const url of [
        path,
        `/${path}`,
        `//${path}`,
        path.replace('/api/', '/%61pi/'),
        path.replace('/api/', '/%61%70%69/'),
      ]) {
        const response = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expectRussianError(response.json(), 403);
      }
    }
  });

  it('refuses a token with anything appended or inserted, even when cookie and header agree', async () => {
    const browser = await new Browser(ctx.app).init();
    const token = browser.cookies[CSRF_COOKIE]!;
    expect((await browser.call('POST', '/api/comparison/clear/', { type: 'apartments' })).status).toBe(200);
    for (const forged of [`${token}.x`, `${token}x`, `x${token}`, `${token.replace('.', '..')}`, ` ${token}`]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/comparison/clear/',
        payload: { type: 'apartments' },
        headers: { cookie: `${CSRF_COOKIE}=${encodeURIComponent(forged)}`, 'x-csrftoken': forged },
      });
      expect(response.statusCode, forged).toBe(403);
    }
  });
});

describe('the csrftoken cookie', () => {
  const setsToken = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    return { status: response.statusCode, set: response.cookies.some((cookie) => cookie.name === CSRF_COOKIE) };
  };

  it('comes with pages and API answers', async () => {
    for (const url of ['/', '/lots', '/api/health/', '/api/apartments/?limit=1', '/no-such-page']) {
      expect((await setsToken(url)).set, url).toBe(true);
    }
  });

  it('never comes with public files a shared cache may keep', async () => {
    const plan = (await ctx.app.inject({ method: 'GET', url: '/api/apartments/?limit=1' })).json() as {
      results: Array<{ layout_id?: number }>;
    };
    const files = [
      '/assets/index-abc123.js',
      '/robots.txt',
      '/manifest.webmanifest',
      '/sw.js',
      '/assets/missing.js',
      '/media/files/plans/999999.svg',
    ];
    if (plan.results[0]?.layout_id) files.push(`/media/files/plans/${plan.results[0].layout_id}.svg`);
    for (const url of files) expect((await setsToken(url)).set, url).toBe(false);
  });
});

describe('answers refused before routing', () => {
  let origin: { host: string; port: number };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as AddressInfo;
    origin = { host: '127.0.0.1', port: address.port };
  });

  /** A raw HTTP exchange, so nothing on our side tidies the request up. */
  function raw(requestText: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(origin.port, origin.host, () => socket.end(requestText));
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    });
  }

  function expectSecured(answer: { status: number; headers: Record<string, string>; body: string }, status: number) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [name, value] of Object.entries(EARLY_ERROR_HEADERS)) expect(answer.headers[name], name).toBe(value);
    // Written on the raw socket, the answer gets no Date unless we add it, as every routed answer has.
    expect(Math.abs(Date.parse(answer.headers.date ?? '') - Date.now()), 'date').toBeLessThan(60_000);
    expectRussianError(JSON.parse(answer.body), status);
  }

  it('carry the same security headers as a routed answer', async () => {
    const routed = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    const security = Object.keys(routed.headers).filter((name) =>
      /^(x-|cross-origin|origin-agent|referrer|permissions|content-security)/.test(name),
    );
    expect(Object.keys(EARLY_ERROR_HEADERS)).toEqual(expect.arrayContaining(security));
  });

  it('431 for an oversized address or headers, in Russian with the security headers', async () => {
    expectSecured(await raw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 431);
    expectSecured(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`), 431);
  });

  it('400 for a request the HTTP parser cannot read', async () => {
    expectSecured(await raw('GARBAGE\r\n\r\n'), 400);
    expectSecured(await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'), 400);
  });

  it('400 for an undecodable address, with the same headers', async () => {
    const answer = await new Promise<{ status: number; headers: Record<string, string>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest({ ...origin, path: '/api/%', method: 'GET' }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers as Record<string, string>, body }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    expectSecured(answer, 400);
  });
});

describe('new visitor identities per address', () => {
  it('answers 429 in Russian with Retry-After past VISITORS_RATE_LIMIT, while known visitors and other addresses go on', async () => {
    const limited = await buildTestApp(ctx.database, { env: { VISITORS_RATE_LIMIT: '3' } });
    try {
      const lots = (await limited.app.inject({ method: 'GET', url: '/api/apartments/?limit=1' })).json() as {
        results: Array<{ id: number }>;
      };
      const property = lots.results[0]!.id;
      const known: Browser[] = [];
      for (let i = 0; i < 3; i += 1) {
        const browser = await new Browser(limited.app).init();
        expect(
          (await browser.call('POST', '/api/favorites/', { property }, { remoteAddress: '203.0.113.7' })).status,
        ).toBe(201);
        known.push(browser);
      }
      const fourth = await new Browser(limited.app).init();
      const refused = await fourth.call('POST', '/api/favorites/', { property }, { remoteAddress: '203.0.113.7' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: 429, message: VISITORS_LIMIT_MESSAGE });
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.response.cookies.some((cookie) => cookie.name === 'visitor')).toBe(false);
      // A visitor who already has the cookie is not a new identity.
      expect(
        (await known[0]!.call('POST', '/api/comparison/', { property }, { remoteAddress: '203.0.113.7' })).status,
      ).toBe(201);
      expect(
        (await fourth.call('POST', '/api/favorites/', { property }, { remoteAddress: '203.0.113.8' })).status,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
