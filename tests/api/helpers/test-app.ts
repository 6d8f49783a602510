/**
 * Test harness of the API suite: a freshly migrated and seeded database and
 * the real app, driven with `inject`. Embedded in-memory PGlite by default;
 * with TEST_DATABASE_URL set, the same suite runs against that PostgreSQL
 * server, whose `public` and `drizzle` schemas are dropped first (use a
 * throw-away database).
 */
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../../server/app.ts';
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

export async function createTestApp(options: { seedLots?: number } = {}): Promise<TestApp> {
  const database = await openEmptyDatabase();
  await prepareDatabase(database, { seedLots: options.seedLots ?? TEST_SEED_LOTS });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'https://severin-dev.ru',
    DIST_DIR: './dist',
    SEED_LOTS: String(options.seedLots ?? TEST_SEED_LOTS),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** GET through the app and parse the JSON body. */
export async function getJson(app: App, url: string): Promise<{ status: number; body: unknown; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
