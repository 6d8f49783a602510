/**
 * `npm run bench:feeds`: how long the listing feeds take to write and what
 * they cost in memory (issue 32). A temporary PGlite seeded with SEED_LOTS
 * (20 000) lots, the real app listening on a local port, each feed fetched
 * over HTTP BENCH_RUNS (3) times, plain and with `Accept-Encoding: gzip` (as
 * the sites' robots ask); the client only counts bytes, so the process's
 * memory is the server's. Per feed: offers, size, time to the first byte and
 * to the last, the RSS before the request and its peak while the document is
 * written (sampled every 10 ms), and the same for the V8 heap. The first
 * plain request of each feed also reads what the feeds keep per catalogue
 * version (feed-context.ts).
 *
 * A streamed document leaves garbage behind it (every group of offers is a
 * string, then a buffer), and V8 collects it when its heap has grown by a
 * share of what is live — with a 200 000-lot catalogue in memory, a couple
 * of hundred MB. `BENCH_GC_MS=100` forces a collection that often during
 * each request (the script runs node with --expose-gc), so the peak shows
 * what the feed really holds; the collections slow the requests down, so
 * take the times from a run without it.
 * `SEED_LOTS=200000 npm run bench:feeds` for the large catalogue (seeding
 * takes minutes). Prints figures; asserts nothing about them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { machineLine } from './lib/machine.ts';

const LOTS = Number(process.env.SEED_LOTS ?? 20_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const FEEDS = [
  ['yandex-realty', '<offer '],
  ['cian', '<object>'],
] as const;
const MB = 1024 * 1024;
const GC_EVERY_MS = Number(process.env.BENCH_GC_MS ?? 0);
const gc = (globalThis as { gc?: () => void }).gc;

interface Fetched {
  status: number;
  bytes: number;
  offers: number;
  firstByteMs: number;
  totalMs: number;
  rssBefore: number;
  rssPeak: number;
  heapBefore: number;
  heapPeak: number;
}

/** One GET over HTTP; the body is counted (offers by their opening tag across chunk edges), never kept. */
function fetchFeed(port: number, name: string, marker: string, gzip: boolean): Promise<Fetched> {
  gc?.();
  const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage();
  let [rssPeak, heapPeak, sampledAt] = [rssBefore, heapBefore, performance.now()];
  let collectedAt = sampledAt;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    rssPeak = Math.max(rssPeak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
    sampledAt = performance.now();
    if (GC_EVERY_MS > 0 && gc && sampledAt - collectedAt >= GC_EVERY_MS) {
      gc();
      collectedAt = performance.now();
    }
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = gzip ? { 'accept-encoding': 'gzip' } : {};
    request({ host: '127.0.0.1', port, path: `/feeds/${name}.xml`, headers }, (response) => {
      let firstByteMs = 0;
      let bytes = 0;
      let offers = 0;
      let tail = '';
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
        if (gzip) return;
        const text = tail + chunk.toString('latin1');
        offers += text.split(marker).length - 1;
        tail = text.slice(-marker.length);
      });
      response.on('end', () => {
        clearInterval(sampler);
        sample();
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          offers,
          firstByteMs,
          totalMs: performance.now() - started,
          rssBefore,
          rssPeak,
          heapBefore,
          heapPeak,
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-feeds-'));
  const database = await openDatabase({ dataDir });
  const seeding = performance.now();
  await prepareDatabase(database, { seedLots: LOTS });
  console.log(`[bench] ${LOTS} lots seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'https://severin-dev.ru',
    SSR: 'off',
    SEED_LOTS: String(LOTS),
    IMAGE_WARMUP: 'off',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const snapshot = await catalogueFor(app.db).current();
    console.log(`[bench] catalogue ready: ${snapshot.lots.length} lots (version ${snapshot.version})`);
    console.log(
      `Машина: ${machineLine()}; RSS ${Math.round(process.memoryUsage.rss() / MB)} MB before the first feed\n`,
    );
    if (GC_EVERY_MS > 0)
      console.log(
        gc
          ? `A collection forced every ${GC_EVERY_MS} ms during each request: times are slower than in production.\n`
          : 'BENCH_GC_MS needs node --expose-gc (npm run bench:feeds has it)\n',
      );
    console.log(
      [
        'feed'.padEnd(14),
        'encoding',
        'offers'.padStart(8),
        'size, MB'.padStart(9),
        'first, ms'.padStart(10),
        'total, ms'.padStart(10),
        'first total'.padStart(12),
        'RSS before'.padStart(11),
        'RSS peak'.padStart(9),
        'Δ RSS'.padStart(6),
        'Δ heap'.padStart(7),
      ].join(' '),
    );
    for (const [name, marker] of FEEDS) {
      for (const gzip of [false, true]) {
        const runs: Fetched[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await fetchFeed(port, name, marker, gzip));
        if (runs.some((run) => run.status !== 200))
          throw new Error(`${name} answered ${runs.map((run) => run.status).join(', ')}`);
        const rise = (of: (run: Fetched) => number) => Math.max(...runs.map(of)) / MB;
        console.log(
          [
            name.padEnd(14),
            (gzip ? 'gzip' : 'identity').padEnd(8),
            String(gzip ? '' : runs[0].offers).padStart(8),
            (runs[0].bytes / MB).toFixed(1).padStart(9),
            median(runs.map((run) => run.firstByteMs))
              .toFixed(0)
              .padStart(10),
            median(runs.map((run) => run.totalMs))
              .toFixed(0)
              .padStart(10),
            runs[0].totalMs.toFixed(0).padStart(12),
            (runs[0].rssBefore / MB).toFixed(0).padStart(11),
            rise((run) => run.rssPeak)
              .toFixed(0)
              .padStart(9),
            rise((run) => run.rssPeak - run.rssBefore)
              .toFixed(0)
              .padStart(6),
            rise((run) => run.heapPeak - run.heapBefore)
              .toFixed(0)
              .padStart(7),
          ].join(' '),
        );
      }
    }
    console.log(
      `\nfirst/total: median of ${RUNS} runs; «first total» is the first run (it reads the per-catalogue data); Δ: the largest rise during one request, MB.`,
    );
    console.log(
      `Peak RSS of the whole process (seeding included): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
