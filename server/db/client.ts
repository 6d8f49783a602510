/**
 * The only file that knows which PostgreSQL driver runs: embedded PGlite when
 * DATABASE_URL is unset, node-postgres when it is set. Everything else gets a
 * Drizzle database with the same schema and queries.
 *
 * A PostgreSQL server may go away and come back (a restart, a failover): the
 * pool must survive it (decision 027). Every lost connection is reported as a
 * warning, never as an unhandled 'error' event that would end the process;
 * queries fail fast meanwhile (isDatabaseUnavailable → 503) and the pool opens
 * new connections once the server answers again.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema/index.ts';
import { walSyncer } from './pglite-durability.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Resolves once every write committed so far would survive a power cut: awaited before
   * acknowledging what must not be lost (a lead). PostgreSQL fsyncs at COMMIT already; PGlite
   * does not, so it syncs its WAL here (pglite-durability.ts, decision 029).
   */
  durable(): Promise<void>;
  /** Where lost connections are reported (the app's logger); a console warning until set. */
  onConnectionLost(listener: (error: Error) => void): void;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
}

/** How long a query waits for a connection before it fails (a down server must not hang requests). */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * Makes a checked-out client safe to lose. Its socket dying while checked out
 * emits 'error' on the client, which nothing listens to (the pool only guards
 * idle clients): that killed the process. And Drizzle's transaction sends BEGIN
 * before its try/finally, so a BEGIN failing on a dead connection never
 * releases the client: each one would shrink the pool for good, until nothing
 * could connect even with the server back. So a lost client goes back to the
 * pool (which drops it) at once, and a later release is a no-op.
 */
function guardCheckedOut(client: PoolClient, report: (error: Error) => void): PoolClient {
  const release = client.release;
  let released = false;
  const onLost = (error: Error) => {
    report(error);
    client.release(error);
  };
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    release(error);
  };
  client.once('error', onLost);
  return client;
}

function guardPool(pool: Pool, report: (error: Error) => void): void {
  // Idle clients: the pool removes a dead one and emits 'error', fatal without a listener.
  pool.on('error', report);
  // A client's later errors (after the first one was handled) must not be unhandled either.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // Only the promise form is guarded: pool.query() uses the callback form and handles a lost client itself.
  pool.connect = ((...args: unknown[]) =>
    args.length > 0
      ? connect(...args)
      : (connect() as Promise<PoolClient>).then((client) => guardCheckedOut(client, report))) as Pool['connect'];
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    let report = (error: Error) => console.warn(`database connection lost: ${error.message}`);
    guardPool(pool, (error) => report(error));
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migrate(db, { migrationsFolder }),
      close: () => pool.end(),
      // synchronous_commit (on by default) has the server fsync its WAL before COMMIT returns.
      durable: () => Promise.resolve(),
      onConnectionLost: (listener) => {
        report = listener;
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = options.dataDir ?? 'memory://';
  // PGlite creates its own folder but not the parents (a fresh clone has no ./data).
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);
  const db = drizzle(client, { schema });
  // In memory (tests) there is nothing to make durable.
  const wal = dataDir === 'memory://' ? null : walSyncer(client, dataDir);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: async () => {
      await wal?.close();
      await client.close();
    },
    durable: () => wal?.sync() ?? Promise.resolve(),
    // In-process: there is no connection to lose.
    onConnectionLost: () => undefined,
  };
}
