/**
 * Platform guarantees of every response: security headers, the CSRF pair,
 * JSON errors without internals, OpenAPI, compression and the body limit.
 * A throw-away POST route is added to this test's own app instance (the API
 * has no unsafe route of its own yet, and server code must not carry one).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/plugins/csrf.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { openEmptyDatabase, TEST_SEED_LOTS } from './helpers/test-app.ts';

const TEST_ROUTE = '/api/__platform-test/echo/';
const FAILING_ROUTE = '/api/__platform-test/fail/';

let app: App;
let database: Database;

beforeAll(async () => {
  database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: TEST_SEED_LOTS });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'https://severin-dev.ru' });
  app = await buildApp({ config, database, logger: false });
  app.post(TEST_ROUTE, { schema: { hide: true, body: z.object({ name: z.string().min(1) }) } }, async (request) => ({
    received: request.body,
  }));
  app.get(FAILING_ROUTE, { schema: { hide: true } }, async () => {
    throw new Error('секретная подробность: connection string postgres://user:pass@db');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A fresh token pair as a browser would hold it after its first GET. */
async function csrfToken(): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/health/' });
  const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
  expect(cookie, 'the first GET sets the csrftoken cookie').toBeTruthy();
  return cookie!.value;
}

function expectNoInternals(body: string) {
  expect(body).not.toMatch(/stack|at .+\.(ts|js):\d+|node_modules|postgres:\/\//);
}

describe('security headers', () => {
  for (const url of ['/api/health/', '/', '/no-such-page']) {
    it(`are set on ${url}`, async () => {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      // WebAssembly compilation only (react-pdf's layout engine, decision 013); never JS eval or inline code.
      expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(response.headers['permissions-policy'])).toMatch(/camera=\(\)/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  }
});

describe('CSRF token (spec §6)', () => {
  it('rejects an unsafe call without the token with a Russian JSON 403', async () => {
    const response = await app.inject({ method: 'POST', url: TEST_ROUTE, payload: { name: 'Анна' } });
    expect(response.statusCode).toBe(403);
    const body = apiErrorSchema.parse(response.json());
    expect(body.status).toBe(403);
    expect(body.message).toMatch(/[а-яё]/i);
  });

  it('rejects a header that does not match the cookie, and a forged token', async () => {
    const token = await csrfToken();
    const mismatch = await app.inject({
      method: 'POST',
      url: TEST_ROUTE,
      payload: { name: 'Анна' },
      cookies: { [CSRF_COOKIE]: token },
      headers: { [CSRF_HEADER]: `${token}x` },
    });
    expect(mismatch.statusCode).toBe(403);
    const forged = 'forged.0000000000000000000000000000000';
    const forgedPair = await app.inject({
      method: 'POST',
      url: TEST_ROUTE,
      payload: { name: 'Анна' },
      cookies: { [CSRF_COOKIE]: forged },
      headers: { [CSRF_HEADER]: forged },
    });
    expect(forgedPair.statusCode).toBe(403);
  });

  it('lets the call through with the cookie echoed in the header', async () => {
    const token = await csrfToken();
    const response = await app.inject({
      method: 'POST',
      url: TEST_ROUTE,
      payload: { name: 'Анна' },
      cookies: { [CSRF_COOKIE]: token },
      headers: { [CSRF_HEADER]: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'Анна' } });
  });
});

describe('errors', () => {
  it('unknown /api paths answer JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/no-such-resource/' });
      expect(response.statusCode, method).toBe(method === 'GET' ? 404 : 403);
    }
    const response = await app.inject({ method: 'GET', url: '/api/no-such-resource/?x=1' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 404 });
  });

  it('never carry a stack or the internal message of a server error', async () => {
    const response = await app.inject({ method: 'GET', url: FAILING_ROUTE });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, message: 'Ошибка на стороне сервера' });
    expectNoInternals(response.body);
    expect(response.body).not.toContain('секретная');
  });

  it('name the field of a validation error in Russian, without internals', async () => {
    const token = await csrfToken();
    const response = await app.inject({
      method: 'POST',
      url: TEST_ROUTE,
      payload: { name: '' },
      cookies: { [CSRF_COOKIE]: token },
      headers: { [CSRF_HEADER]: token },
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.errors).toHaveProperty('name');
    expectNoInternals(response.body);
  });

  it('answer malformed JSON with a Russian 400', async () => {
    const token = await csrfToken();
    const response = await app.inject({
      method: 'POST',
      url: TEST_ROUTE,
      payload: '{"name": ',
      cookies: { [CSRF_COOKIE]: token },
      headers: { [CSRF_HEADER]: token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/[а-яё]/i);
    expectNoInternals(response.body);
  });

  it('limit the body size with a JSON 413', async () => {
    const token = await csrfToken();
    const response = await app.inject({
      method: 'POST',
      url: TEST_ROUTE,
      payload: JSON.stringify({ name: 'я'.repeat(1024 * 1024) }),
      cookies: { [CSRF_COOKIE]: token },
      headers: { [CSRF_HEADER]: token, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, message: 'Слишком большой запрос' });
  });
});

describe('GET /api/openapi.json', () => {
  const operation = z
    .object({
      responses: z.record(z.string().regex(/^(\d{3}|default)$/), z.object({ description: z.string() }).passthrough()),
    })
    .passthrough();
  const document = z.object({
    openapi: z.string().regex(/^3\.\d+\.\d+$/),
    info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
    paths: z.record(
      z.string().startsWith('/api/'),
      z.partialRecord(z.enum(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']), operation),
    ),
  });

  it('is an OpenAPI 3 document listing the API routes and nothing else', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = document.parse(response.json());
    const paths = Object.keys(spec.paths);
    for (const path of [
      '/api/health/',
      '/api/info/',
      '/api/projects/header_list/',
      '/api/main_page/',
      '/api/tech/',
      '/api/seo/pages/',
      '/api/promo-forms/',
      '/api/press/',
    ]) {
      expect(paths, path).toContain(path);
    }
    // Page routes and the document itself are hidden.
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect(paths).not.toContain('/api/openapi.json');
    expect(spec.paths['/api/seo/pages/']?.get?.responses).toHaveProperty('200');
  });
});

describe('compression', () => {
  it('compresses a large JSON answer with brotli or gzip as the client accepts', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/main_page/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(2048);
    const br = await app.inject({ method: 'GET', url: '/api/main_page/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await app.inject({ method: 'GET', url: '/api/main_page/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
