/**
 * What visitors get while PostgreSQL cannot be reached (decision 027): API
 * calls that need it answer 503 `{ status, message }` in Russian with
 * `Retry-After`, pages the app's server error page with status 503 and the
 * same header, `/api/health/` 503 `down`; and health is 200 again as soon as
 * the server is back, without a restart.
 */
import { createServer, type AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/db/unavailable.ts';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { Browser } from './helpers/browser.ts';
import { createFakeDist, type FakeDist } from './helpers/fake-dist.ts';
import { startFakePostgres, type FakePostgres } from './helpers/fake-postgres.ts';
import { buildTestApp } from './helpers/test-app.ts';

// Set: an unset secret would be read from the database, which this suite has none of.
const env = { COOKIE_SECRET: 'outage-suite-secret-0123456789abcdef-0123' };

/** A port of 127.0.0.1 nothing listens on: every connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toEqual({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
}

describe('with the database unreachable', () => {
  let database: Database;
  let dist: FakeDist;
  let harness: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    dist = createFakeDist();
    database = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/severin` });
    harness = await buildTestApp(database, { env: { ...env, DIST_DIR: dist.dir } });
  });

  afterAll(async () => {
    await harness?.close();
    await database?.close();
    dist?.remove();
  });

  it('health answers 503 down with a Russian message', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ status: 'down', driver: 'postgres', message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('API reads and writes answer 503 with Retry-After, not 500', async () => {
    for (const url of ['/api/projects/', '/api/apartments/?rooms=2', '/api/favorites/', '/api/info/']) {
      const response = await harness.app.inject({ method: 'GET', url, headers: { cookie: '' } });
      if (url === '/api/favorites/') {
        // Without a visitor there is nothing to read: the empty list needs no database.
        expect(response.statusCode === 200 || response.statusCode === 503, url).toBe(true);
        continue;
      }
      expectUnavailable(response);
    }
    const browser = await new Browser(harness.app).init();
    expectUnavailable((await browser.call('POST', '/api/favorites/', { property: 1 })).response);
    const lead = {
      type: 'callback',
      idempotency_key: randomUUID(),
      site: 'severin-dev.ru/',
      yandex_token: DEV_CAPTCHA_TOKEN,
      consent: true,
      name: 'Анна',
      phone: '+7 (999) 123-45-67',
    };
    expectUnavailable((await browser.call('POST', '/api/request/', lead)).response);
  });

  it('pages answer 503 with the server error page and Retry-After', async () => {
    for (const url of ['/', '/projects/severny', '/lots/1']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Ошибка на стороне сервера');
      expect(response.body).toMatch(/"status":503/);
    }
  });
});

describe('when the database comes back', () => {
  let server: FakePostgres;
  let database: Database;
  let harness: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    server = await startFakePostgres();
    database = await openDatabase({ url: server.url });
    harness = await buildTestApp(database, { env });
  });

  afterAll(async () => {
    await harness?.close();
    await database?.close();
    await server?.stop();
  });

  it('health goes 200 → 503 → 200 without a restart', async () => {
    const health = async () => (await harness.app.inject({ method: 'GET', url: '/api/health/' })).statusCode;
    expect(await health()).toBe(200);
    await server.stop();
    expect(await health()).toBe(503);
    expect(await health()).toBe(503);
    await server.start();
    expect(await health()).toBe(200);
  });
});
