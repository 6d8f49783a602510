/**
 * `npm run bench:lead-sync`: what the WAL sync before a lead's 201 costs on the
 * embedded database (decision 029). Inserts leads into a PGlite database in a
 * temporary folder, on this machine's disk, three ways: without the sync (what
 * PGlite alone does, not durable), each followed by its own sync (one client at
 * a time), and CONCURRENCY at once sharing syncs (group commit). Prints
 * per-lead p50/p95 and leads a second.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { formSubmissions } from '../../server/db/schema/index.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const dir = mkdtempSync(path.join(tmpdir(), 'severin-lead-sync-'));
const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
await database.migrate();

const insert = () =>
  database.db.insert(formSubmissions).values({
    idempotencyKey: randomUUID(),
    type: 'callback',
    payload: { name: 'Иван', phone: '+7 (999) 123-45-67', consent: true },
  });

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => value.toFixed(2).replace('.', ',');

async function sequential(label: string, sync: boolean) {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < LEADS; i += 1) {
    const t0 = performance.now();
    await insert();
    if (sync) await database.durable();
    times.push(performance.now() - t0);
  }
  report(label, times, performance.now() - started);
}

async function concurrent(label: string) {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LEADS) {
        next += 1;
        const t0 = performance.now();
        await insert();
        await database.durable();
        times.push(performance.now() - t0);
      }
    }),
  );
  report(label, times, performance.now() - started);
}

function report(label: string, times: number[], totalMs: number) {
  const sorted = [...times].sort((a, b) => a - b);
  const perSecond = Math.round((times.length / totalMs) * 1000);
  console.log(
    `${label.padEnd(44)} p50 ${ms(quantile(sorted, 0.5))} мс  p95 ${ms(quantile(sorted, 0.95))} мс  ${perSecond} заявок/с`,
  );
}

console.log(`PGlite in ${dir}, ${LEADS} leads per run`);
await insert(); // warm-up
await sequential('insert only (not durable)', false);
await sequential('insert + WAL sync, one client', true);
await concurrent(`insert + WAL sync, ${CONCURRENCY} clients (group commit)`);
await database.close();
rmSync(dir, { recursive: true, force: true });
