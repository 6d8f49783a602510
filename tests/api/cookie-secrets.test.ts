/**
 * The cookie secret outlives the process: without COOKIE_SECRET the first start
 * keeps a generated one in the database, so a restart or a second instance on
 * the same database accepts the visitor cookie and the CSRF token it signed;
 * a rotation keeps accepting the previous secret and re-signs with the new one.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../server/db/schema/index.ts';
import { COOKIE_SECRET_NAME, loadCookieSecrets } from '../../server/services/cookie-secrets.ts';
import { VISITOR_COOKIE } from '../../server/plugins/visitor.ts';
import { CSRF_COOKIE } from '../../server/plugins/csrf.ts';
import { Browser } from './helpers/browser.ts';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.ts';

let first: TestApp;
let lotId: number;

beforeAll(async () => {
  first = await createTestApp();
  const list = await first.app.inject({ method: 'GET', url: '/api/apartments/?limit=1' });
  lotId = (list.json() as { results: Array<{ id: number }> }).results[0]!.id;
});

afterAll(async () => {
  await first?.close();
});

async function storedSecret(): Promise<string> {
  const [row] = await first.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, COOKIE_SECRET_NAME));
  return row!.value;
}

describe('cookie secret', () => {
  it('is generated once and kept in the database when COOKIE_SECRET is unset', async () => {
    const secret = await storedSecret();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const again = await loadCookieSecrets(first.database.db, {});
    expect(again).toMatchObject({ current: secret, source: 'database' });
    // Instances starting together all end up with the one secret that won the insert.
    const racing = await Promise.all([1, 2, 3].map(() => loadCookieSecrets(first.database.db, {})));
    expect(new Set(racing.map((value) => value.current))).toEqual(new Set([secret]));
  });

  it('lets a restarted (or second) instance read the favourites and accept the CSRF token of the first', async () => {
    const browser = await new Browser(first.app).init();
    expect((await browser.call('POST', '/api/favorites/', { property: lotId })).status).toBe(201);
    expect(browser.cookies[VISITOR_COOKIE]).toBeTruthy();

    const restarted = await buildTestApp(first.database);
    try {
      const other = new Browser(restarted.app);
      other.cookies = { ...browser.cookies };
      const list = await other.call('GET', '/api/favorites/');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ count: 1 });
      // An open tab's next write, with the token the first instance issued.
      const removed = await other.call('DELETE', `/api/favorites/${lotId}/`);
      expect(removed.status).toBe(204);
    } finally {
      await restarted.close();
    }
  });

  it('keeps accepting cookies of COOKIE_SECRET_PREVIOUS during a rotation and re-signs them with the new secret', async () => {
    const browser = await new Browser(first.app).init();
    expect((await browser.call('POST', '/api/comparison/', { property: lotId })).status).toBe(201);
    const oldVisitor = browser.cookies[VISITOR_COOKIE]!;
    const oldToken = browser.cookies[CSRF_COOKIE]!;
    const newSecret = 'n'.repeat(40);

    const rotated = await buildTestApp(first.database, {
      env: { COOKIE_SECRET: newSecret, COOKIE_SECRET_PREVIOUS: await storedSecret() },
    });
    const stale = await buildTestApp(first.database, { env: { COOKIE_SECRET: newSecret } });
    try {
      const during = new Browser(rotated.app);
      during.cookies = { ...browser.cookies };
      const list = await during.call('GET', '/api/comparison/');
      expect(list.body).toMatchObject({ count: 1 });
      expect(during.cookies[VISITOR_COOKIE], 'the visitor cookie is re-signed').not.toBe(oldVisitor);
      expect(during.cookies[CSRF_COOKIE], 'a fresh token replaces the old one').not.toBe(oldToken);
      // The old token still passes a write during the rotation.
      const withOldToken = await rotated.app.inject({
        method: 'POST',
        url: '/api/comparison/clear/',
        payload: { type: 'apartments' },
        headers: { cookie: `${CSRF_COOKIE}=${oldToken}; ${VISITOR_COOKIE}=${oldVisitor}`, 'x-csrftoken': oldToken },
      });
      expect(withOldToken.statusCode).toBe(200);

      // After the rotation the re-signed cookie works with the new secret alone; the old one does not.
      const after = new Browser(stale.app);
      after.cookies = { ...during.cookies };
      expect((await after.call('GET', '/api/comparison/')).body).toMatchObject({ count: 0 });
      const refused = await stale.app.inject({
        method: 'POST',
        url: '/api/comparison/clear/',
        payload: { type: 'apartments' },
        headers: { cookie: `${CSRF_COOKIE}=${oldToken}`, 'x-csrftoken': oldToken },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await rotated.close();
      await stale.close();
    }
  });

  it('refuses a previous secret shorter than 32 characters at start-up', async () => {
    await expect(buildTestApp(first.database, { env: { COOKIE_SECRET_PREVIOUS: 'short' } })).rejects.toThrow(
      /COOKIE_SECRET_PREVIOUS/,
    );
  });
});
