/**
 * `npm run bench:feeds`: how long the listing feeds take to write and what
 * they cost in memory (issue 32). A temporary PGlite seeded with SEED_LOTS
 * (20 000) lots, the real app listening on a local port, each feed fetched
 * over HTTP BENCH_RUNS (3) times, plain and with `Accept-Encoding: gzip` (as
 * the sites' robots ask); the client only counts bytes, so the process's
 * memory is the server's. Per feed: offers, size, time to the first byte and
 * to the last, the RSS before the request and its peak while the document is
 * written (sampled every 10 ms). The first plain request of each feed also
 * reads what the feeds keep per catalogue version (feed-context.ts).
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
import { catalogFor } from '../../server/services/lots/catalog.ts';
import { machineLine } from './lib/machine.ts';

const LOTS = Number(process.env.SEED_LOTS ?? 20_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const FEEDS = [['yandex-realty', '<offer '], ['cian', '<object>']] as const;
const MB = 1024 * 1024;

interface Fetched {
  status: number;
  bytes: number;
  offers: number;
  firstByteMs: number;
  totalMs: number;
  rssBefore: number;
  rssPeak: number;
}

/** One GET over HTTP; the body is counted (offers by their opening tag across chunk edges), never kept. */
function fetchFeed(port: number, name: string, marker: string, gzip: boolean): Promise<Fetched> {
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 10);
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
        rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
        resolve({ status: response.statusCode ?? 0, bytes, offers, firstByteMs, totalMs: performance.now() - started, rssBefore, rssPeak });
      });
      response.on('error', reject);
    }).on('error', reject).end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-feeds-'));
  const database = await openDatabase({ dataDir });
  const seeding = performance.now();
  await prepareDatabase(database, { seedLots: LOTS });
  console.log(`[bench] ${LOTS} lots seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'https://severin-dev.ru', SSR: 'off', SEED_LOTS: String(LOTS), IMAGE_WARMUP: 'off' });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const loading = performance.now();
    const snapshot = await catalogFor(app.db).current();
    console.log(`[bench] catalogue of ${snapshot.lots.length} lots loaded in ${Math.round(performance.now() - loading)} ms`);
    console.log(`Машина: ${machineLine()}; RSS ${Math.round(process.memoryUsage.rss() / MB)} MB before the first feed\n`);
    console.log(['feed'.padEnd(14), 'encoding', 'offers'.padStart(8), 'size, MB'.padStart(9), 'first, ms'.padStart(10), 'total, ms'.padStart(10),
      'first total'.padStart(12), 'RSS before'.padStart(11), 'RSS peak'.padStart(9), 'Δ, MB'.padStart(7)].join(' '));
    for (const [name, marker] of FEEDS) {
      for (const gzip of [false, true]) {
        const runs: Fetched[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await fetchFeed(port, name, marker, gzip));
        if (runs.some((run) => run.status !== 200)) throw new Error(`${name} answered ${runs.map((run) => run.status).join(', ')}`);
        const peak = Math.max(...runs.map((run) => run.rssPeak - run.rssBefore));
        console.log([
          name.padEnd(14), (gzip ? 'gzip' : 'identity').padEnd(8), String(gzip ? '' : runs[0].offers).padStart(8),
          (runs[0].bytes / MB).toFixed(1).padStart(9), median(runs.map((run) => run.firstByteMs)).toFixed(0).padStart(10),
          median(runs.map((run) => run.totalMs)).toFixed(0).padStart(10), runs[0].totalMs.toFixed(0).padStart(12),
          (runs[0].rssBefore / MB).toFixed(0).padStart(11), (Math.max(...runs.map((run) => run.rssPeak)) / MB).toFixed(0).padStart(9),
          (peak / MB).toFixed(0).padStart(7),
        ].join(' '));
      }
    }
    console.log(`\nfirst/total: median of ${RUNS} runs; «first total» is the first run (it reads the per-catalogue data); Δ: the largest rise of RSS during one request.`);
    console.log(`Peak RSS of the whole process (seeding included): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
