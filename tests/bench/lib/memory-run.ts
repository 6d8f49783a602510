/**
 * One size of `bench:memory` in this process: the app as server/server.ts
 * builds it over an already seeded PGlite, read at each phase (see
 * tests/bench/memory.ts for what the phases are).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/client.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { catalogueFor } from '../../../server/services/lots/catalogue.ts';
import { loadSnapshot } from '../../../server/services/lots/snapshot.ts';
import { readMemory, resetPeak } from './memory-usage.ts';
import type { Row } from './memory-report.ts';
import { walk } from './memory-walk.ts';

/** Runs `work` with a fresh peak reading; resolves with its result and milliseconds. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  resetPeak();
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

/** One more copy of the catalogue beside the live one, read while it is alive: what a reload holds twice. */
async function withOneMoreCopy(db: Db, version: number): Promise<Row> {
  const before = readMemory(db);
  const [copy, ms] = await timed(() => loadSnapshot(db, version));
  const reading = readMemory(db);
  return { phase: 'copy', ...reading, copyHeap: reading.heapUsed - before.heapUsed, ms, lots: copy.lots.length };
}

export async function measure({
  lots,
  dataDir,
  distDir,
}: {
  lots: number;
  dataDir: string;
  distDir: string;
}): Promise<Row[]> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    SEED_LOTS: String(lots),
    IMAGE_WARMUP: 'off',
    LEAD_DELIVERY: 'off',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const config = loadConfig(env);
  const walkOptions = {
    lotDetails: Number(process.env.MEM_LOT_DETAILS ?? 300),
    lotPages: Number(process.env.MEM_LOT_PAGES ?? 150),
  };
  const database = await openDatabase({ dataDir: `${config.DATA_DIR}/pglite` });
  const { db } = database;
  await prepareDatabase(database, { seedLots: lots });
  const rows: Row[] = [];
  const read = (phase: string, extra: Partial<Row> = {}) => rows.push({ phase, ...readMemory(db), ...extra });

  const app = await buildApp({ config, database });
  read('app');
  const catalogue = catalogueFor(db);
  // No snapshot is held in this frame: a reading after the reload must not count the old copy.
  const [loaded, startMs] = await timed(async () => {
    await app.ready();
    return (await catalogue.current()).lots.length;
  });
  read('start', { ms: startMs, lots: loaded });
  const [warm, warmMs] = await timed(async () => walk(app, await catalogue.current(), walkOptions));
  read('warm', { ms: warmMs, requests: warm.requests, failures: warm.failures });
  rows.push(await withOneMoreCopy(db, (await catalogue.current()).version));

  const version = (await catalogue.current()).version;
  const [reloaded, reloadMs] = await timed(async () => {
    await db.execute(
      sql`update lots set price = price + 10000 where id = (select min(id) from lots where status <> 'sold')`,
    );
    return (await catalogue.invalidate()).version;
  });
  if (reloaded === version) throw new Error('the price write did not move catalog_version');
  read('reload', { ms: reloadMs });
  const [rewarm, rewarmMs] = await timed(async () => walk(app, await catalogue.current(), walkOptions));
  read('rewarm', { ms: rewarmMs, requests: rewarm.requests, failures: rewarm.failures });

  await app.close();
  await database.close();
  return rows;
}
