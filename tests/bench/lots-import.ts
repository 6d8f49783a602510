/**
 * `npm run bench:import`: how long the lots import of issue 32
 * takes on the embedded database, through the real app. Seeds `BENCH_LOTS`
 * lots (20 000 by default) into a PGlite database in a temporary folder (on
 * disk, as in production), exports them as CSV, changes `BENCH_CHANGED` of
 * their prices (all by default), then times a dry run and the import itself
 * (the answer comes after the commit, the WAL sync and the catalogue reload),
 * then a partial file of the first 20 000 rows through the service, its
 * import and publishing (the WAL sync and the catalogue showing the lots it
 * wrote) timed apart, the first lot's page showing the new price, and the
 * full reload that follows in the background. Prints the figures and RSS.
 *
 * `BENCH_DATA_DIR=/some/dir` imports into the database already there
 * (`dir/pglite`, seeded and migrated) instead of seeding a new one: minutes
 * saved at 200 000 lots. Its prices change, and the folder is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { lotsImportReportSchema } from '../../src/schemas/lots-import.ts';
import { importLots, publishImport } from '../../server/services/lots-io/import-lots.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';

const LOTS = Number(process.env.BENCH_LOTS ?? 20_000);
const KEPT_DIR = process.env.BENCH_DATA_DIR;
const TOKEN = 'bench-admin-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

const dir = KEPT_DIR ?? mkdtempSync(path.join(tmpdir(), 'severin-lots-import-'));
try {
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  let t0 = performance.now();
  const { seeded } = await prepareDatabase(database, { seedLots: LOTS });
  console.log(seeded ? `seed: ${Math.round(performance.now() - t0)} ms` : `database of ${dir} as it is`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SSR: 'off',
    SEED_LOTS: String(LOTS),
    ADMIN_TOKEN: TOKEN,
    DATA_DIR: dir,
  });
  const app = await buildApp({ config, database });
  await app.ready();

  t0 = performance.now();
  const exported = await app.inject({ method: 'GET', url: '/api/admin/lots.csv', headers: auth });
  console.log(
    `export CSV: ${Math.round(performance.now() - t0)} ms, ${(exported.rawPayload.length / 1e6).toFixed(1)} MB`,
  );
  const [header, ...records] = exported.rawPayload
    .subarray(3)
    .toString('utf8')
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
  const changed = Math.min(records.length, Number(process.env.BENCH_CHANGED ?? records.length));
  // Prices up 1 %, rounded to 10 000 ₽; a discounted lot keeps its old price above the new one or loses the discount.
  for (const record of records.slice(0, changed)) {
    const price = Math.round((Number(record[11]) * 1.01) / 10_000) * 10_000;
    record[11] = String(price);
    if (record[12] && Number(record[12]) <= price) record[12] = '';
  }
  const file = `\ufeff${[header!, ...records].map((record) => record.join(';')).join('\r\n')}\r\n`;
  const post = (query: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/lots/import?${query}`,
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: file,
    });

  for (const [label, query] of [
    ['dry run', 'dry_run=1'],
    ['import', ''],
  ] as const) {
    t0 = performance.now();
    const response = await post(query);
    const ms = Math.round(performance.now() - t0);
    const report = lotsImportReportSchema.parse(response.json());
    console.log(
      `${label}: ${ms} ms — HTTP ${response.statusCode}, rows ${report.rows}, changed ${report.changed}, errors ${report.errors_total}`,
    );
  }
  // A partial file of 20 000 rows (prices up again), through the service, split into import and publishing.
  const partial = records.slice(0, 20_000);
  for (const record of partial) record[11] = String(Math.round((Number(record[11]) * 1.01) / 10_000) * 10_000);
  for (const record of partial) if (record[12] && Number(record[12]) <= Number(record[11])) record[12] = '';
  const partialFile = Buffer.from(`\ufeff${[header!, ...partial].map((record) => record.join(';')).join('\r\n')}\r\n`);
  t0 = performance.now();
  const outcome = await importLots(database.db, partialFile, { mode: 'partial', absent: 'sold', dryRun: false });
  const importMs = Math.round(performance.now() - t0);
  if (outcome.status !== 'applied') throw new Error(`partial import ${outcome.status}`);
  t0 = performance.now();
  await publishImport(database, outcome.applied, (error) => console.warn(error));
  const snapshot = await catalogueFor(database.db).current();
  console.log(
    `partial 20 000-row file: import ${importMs} ms (${outcome.status}, changed ${outcome.report.changed}), ` +
      `commit → catalogue serving it (WAL sync + ${snapshot.key.includes('+') ? 'the lots written read again' : 'full reload'}) ` +
      `${Math.round(performance.now() - t0)} ms, ${snapshot.lots.length} lots`,
  );
  const first = records[0]!;
  const page = await app.inject({
    method: 'GET',
    url: `/api/${['commercial', 'office', 'premise'].includes(first[6]!) ? 'commercials' : 'apartments'}/${first[0]}/`,
  });
  console.log(`lot ${first[0]} right after: price ${page.json().price} (file ${first[11]})`);
  t0 = performance.now();
  const full = await catalogueFor(database.db).invalidate();
  console.log(
    `the full reload that follows in the background: ${Math.round(performance.now() - t0)} ms (version ${full.key})`,
  );
  console.log(`RSS: ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  await app.close();
  await database.close();
} finally {
  if (!KEPT_DIR) rmSync(dir, { recursive: true, force: true });
}
