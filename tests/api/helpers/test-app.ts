/**
 * Test harness of the API suite: a freshly migrated and seeded database and
 * the real app, driven with `inject`. Embedded in-memory PGlite by default;
 * with TEST_DATABASE_URL set, the same suite runs against that PostgreSQL
 * server, whose `public` and `drizzle` schemas are dropped first (use a
 * throw-away database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App, type BuildAppOptions } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';

/** Small but complete: every project still gets buildings, lots of each kind and content. */
export const TEST_SEED_LOTS = 600;

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** An empty database: new in-memory PGlite, or the external server wiped clean. */
export async function openEmptyDatabase(): Promise<Database> {
  if (!testDatabaseUrl) return openDatabase({});
  const database = await openDatabase({ url: testDatabaseUrl });
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`create schema public`);
  return database;
}

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for `loadConfig` (e.g. `FORMS_RATE_LIMIT`, `CAPTCHA_SERVER_KEY`). */
  env?: NodeJS.ProcessEnv;
  captcha?: BuildAppOptions['captcha'];
  /** Fastify's logger options; silent when omitted. */
  logger?: BuildAppOptions['logger'];
  openapi?: BuildAppOptions['openapi'];
}

/**
 * The app over an already prepared database: a second app with other settings
 * shares the first one's data instead of seeding again. Uploads go to a
 * temporary folder removed by `close()`, which leaves the database open.
 */
export async function buildTestApp(
  database: Database,
  { env = {}, captcha, logger = false, openapi }: TestAppOptions = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'severin-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'https://severin-dev.ru',
    DIST_DIR: './dist',
    // A local build's render bundle would make every suite load it; the render has its own tests (ssr-render.test.ts).
    SSR: 'off',
    SEED_LOTS: String(TEST_SEED_LOTS),
    UPLOAD_DIR: uploadDir,
    // Suites post many forms from one address; the limit itself is tested with a low value.
    FORMS_RATE_LIMIT: '10000',
    VISITORS_RATE_LIMIT: '10000',
    ...env,
  });
  const app = await buildApp({ config, database, logger, captcha, openapi });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(options: { seedLots?: number } & TestAppOptions = {}): Promise<TestApp> {
  const database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: options.seedLots ?? TEST_SEED_LOTS });
  const built = await buildTestApp(database, {
    env: { SEED_LOTS: String(options.seedLots ?? TEST_SEED_LOTS), ...options.env },
    captcha: options.captcha,
  });
  return {
    app: built.app,
    database,
    async close() {
      await built.close();
      await database.close();
    },
  };
}

/** GET through the app and parse the JSON body. */
export async function getJson(
  app: App,
  url: string,
): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
