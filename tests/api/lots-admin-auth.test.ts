/**
 * The admin endpoints' door (issue 32): absent without ADMIN_TOKEN (404 like
 * any unknown path), a 401 with `WWW-Authenticate: Bearer` for a missing or
 * wrong token, the file for the right one; always `no-store`; a per-IP limit
 * that counts failed tries; a valid bearer token instead of the CSRF pair on
 * a POST, a wrong one refused as 401 before CSRF; out of the public OpenAPI;
 * a too-short token stops the start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { loadConfig } from '../../server/config.ts';
import { Browser } from './helpers/browser.ts';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
const auth = (token = ADMIN_TOKEN) => ({ authorization: `Bearer ${token}` });

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN } });
});
afterAll(() => harness?.close());

function expectRefusal(response: Awaited<ReturnType<TestApp['app']['inject']>>, status: number) {
  expect(response.statusCode).toBe(status);
  expect(apiErrorSchema.parse(response.json()).message).toMatch(/[а-яё]/i);
}

describe('admin access', () => {
  it('does not exist without ADMIN_TOKEN: answered as any unknown path is', async () => {
    const other = await buildTestApp(harness.database);
    try {
      for (const url of ['/api/admin/lots.csv', '/api/admin/lots.xlsx']) {
        const response = await other.app.inject({ method: 'GET', url, headers: auth() });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe(`Не найдено: GET ${url}`);
      }
      // An unknown POST is refused by CSRF first, as every unsafe call without the pair; with the pair it is a 404.
      const browser = await new Browser(other.app).init();
      const bare = await browser.call('POST', '/api/admin/lots/import', 'id', {
        csrf: false,
        headers: { ...auth(), 'content-type': 'text/csv' },
      });
      const unknown = await browser.call('POST', '/api/no-such-thing/', 'id', {
        csrf: false,
        headers: { ...auth(), 'content-type': 'text/csv' },
      });
      expect([bare.status, bare.body]).toEqual([unknown.status, unknown.body]);
      const paired = await browser.call('POST', '/api/admin/lots/import', 'id', {
        headers: { ...auth(), 'content-type': 'text/csv' },
      });
      expect(paired.status).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('refuses a missing, malformed or wrong token with 401 and WWW-Authenticate, and never lets it be cached', async () => {
    for (const headers of [
      {},
      { authorization: ADMIN_TOKEN },
      { authorization: `Basic ${ADMIN_TOKEN}` },
      auth(`${ADMIN_TOKEN}x`),
      auth(ADMIN_TOKEN.slice(0, -1)),
    ]) {
      const response = await harness.app.inject({ method: 'GET', url: '/api/admin/lots.csv', headers });
      expectRefusal(response, 401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the right token, no-store', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/admin/lots.csv', headers: auth() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('takes a valid bearer token instead of the CSRF pair, and refuses a wrong one as 401, not as a CSRF failure', async () => {
    const right = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/lots/import?dry_run=1',
      headers: { ...auth(), 'content-type': 'text/csv' },
      payload: '',
    });
    expect(right.statusCode).toBe(422); // an empty file: refused by the import, not by CSRF
    expect(right.json().errors[0].message).toBe('Файл пуст');
    const wrong = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/lots/import',
      headers: { ...auth('nope'), 'content-type': 'text/csv' },
      payload: 'id',
    });
    expectRefusal(wrong, 401);
    // Everything else still needs the CSRF pair, token or not.
    const lead = await harness.app.inject({
      method: 'POST',
      url: '/api/request/',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(lead.statusCode).toBe(403);
  });

  it('keeps the admin endpoints out of the public OpenAPI document', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(Object.keys(document.paths).filter((path) => path.includes('admin'))).toEqual([]);
  });

  it('limits calls per IP, failed tries included', async () => {
    const limited = await buildTestApp(harness.database, { env: { ADMIN_TOKEN, ADMIN_RATE_LIMIT: '3' } });
    try {
      const call = (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'GET', url: '/api/admin/lots.xlsx', headers, remoteAddress });
      expect((await call(auth('wrong'))).statusCode).toBe(401);
      expect((await call(auth('wrong'))).statusCode).toBe(401);
      expect((await call(auth())).statusCode).toBe(200);
      const over = await call(auth());
      expectRefusal(over, 429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.headers['cache-control']).toBe('no-store');
      expect((await call(auth(), '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('stops the start on a token shorter than 24 characters, and treats an empty one as unset', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short-token' })).toThrow(/ADMIN_TOKEN: ADMIN_TOKEN needs 24\+ characters/);
    expect(loadConfig({ ADMIN_TOKEN: '' }).ADMIN_TOKEN).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN }).ADMIN_TOKEN).toBe(ADMIN_TOKEN);
  });
});
