/**
 * `npm run bench:api`: the lot catalogue on embedded PGlite under load.
 *
 * Seeds a temporary PGlite (BENCH_LOTS, default 20 000; BENCH_DATA_DIR to
 * reuse a seeded folder), listens on a local port, warms up, then measures:
 * 1. list + facets + specs of realistic 3–5-filter queries, sequentially,
 *    ITERATIONS times each — server time (sum of Fastify's elapsed time of the
 *    three) and round trip over loopback; "repeat" sends the same query (memo
 *    cache hit after the first), "fresh" changes it every time (full computation);
 * 2. autocannon, 50 connections for 10 s, in a separate process, on a list
 *    query and on its facets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { cannonUrl } from './lib/autocannon.ts';
import { loadAverage, machineLine } from './lib/machine.ts';

const LOTS = Number(process.env.BENCH_LOTS ?? 20_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const TARGET_P95_MS = 30;
const TARGET_RPS = 500;

const QUERIES: Array<[catalogue: string, query: string]> = [
  ['apartments', 'property_type=flat&rooms=1,2&price_max=60000000&completion=ready'],
  ['apartments', 'rooms=2,e2,3&area_min=50&not_first_floor=true&project=2,3&ordering=-price'],
  ['apartments', 'type=parking&project=4&status=free'],
  ['commercials', 'type=office&area_min=100&floor_min=3&finishing=2,3'],
  ['apartments', 'property_type=flat&rooms=3,4%2B&balcony=true&price_min=100000000&ordering=area'],
];

const ownDir = !process.env.BENCH_DATA_DIR;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-api-'));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (value: number) => value.toFixed(1).padStart(7);

async function main() {
  let started = performance.now();
  const database = await openDatabase({ dataDir });
  const prepared = await prepareDatabase(database, { seedLots: LOTS });
  // The figures depend on what else runs: print the machine state next to them.
  console.log(`Машина: ${machineLine()}`);
  console.log(
    `База: PGlite в ${dataDir}, ${prepared.seeded ? `заполнена за ${((performance.now() - started) / 1000).toFixed(1)} с` : 'уже заполнена'}`,
  );

  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    DIST_DIR: './dist',
    SEED_LOTS: String(LOTS),
  });
  const app = await buildApp({ config, database, logger: false });
  // Server time of each response, read back by the sequential client below.
  let serverMs = 0;
  app.addHook('onResponse', async (_request, reply) => {
    serverMs += reply.elapsedTime;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  started = performance.now();
  const probe = await fetch(`${base}/api/apartments/?page_size=1`);
  const total = ((await probe.json()) as { count: number }).count;
  console.log(
    `Каталог в памяти загружен за ${(performance.now() - started).toFixed(0)} мс; лотов в продаже (жилые): ${total}\n`,
  );

  async function triple(catalogue: string, query: string): Promise<{ server: number; roundTrip: number; cpu: number }> {
    serverMs = 0;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    for (const route of ['', 'facets/', 'specs/']) {
      const response = await fetch(`${base}/api/${catalogue}/${route}?${query}`);
      if (response.status !== 200) throw new Error(`${response.status} on ${catalogue}/${route}?${query}`);
      await response.arrayBuffer();
    }
    const cpu = process.cpuUsage(c0);
    return { server: serverMs, roundTrip: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 };
  }

  for (const [catalogue, query] of QUERIES)
    for (let i = 0; i < 20; i++) await triple(catalogue, `${query}&area_max=${5000 - i}`);

  const rows: string[] = [];
  const allServer: Record<'repeat' | 'fresh', number[]> = { repeat: [], fresh: [] };
  const allCpu: Record<'repeat' | 'fresh', number[]> = { repeat: [], fresh: [] };
  for (const [catalogue, query] of QUERIES) {
    const result: Record<'repeat' | 'fresh', { server: number[]; roundTrip: number[] }> = {
      repeat: { server: [], roundTrip: [] },
      fresh: { server: [], roundTrip: [] },
    };
    for (let i = 0; i < ITERATIONS; i++) {
      const repeat = await triple(catalogue, query);
      // An extra no-op bound changes the cache key: every request is computed from scratch.
      const fresh = await triple(catalogue, `${query}&area_max=${9000 - i * 0.01}`);
      for (const [mode, sample] of [
        ['repeat', repeat],
        ['fresh', fresh],
      ] as const) {
        result[mode].server.push(sample.server);
        result[mode].roundTrip.push(sample.roundTrip);
        allServer[mode].push(sample.server);
        allCpu[mode].push(sample.cpu);
      }
    }
    const filters = query.split('&').filter((part) => !part.startsWith('ordering=')).length;
    const cells = (['repeat', 'fresh'] as const).map(
      (mode) =>
        `${ms(percentile(result[mode].server, 50))} ${ms(percentile(result[mode].server, 95))} ${ms(percentile(result[mode].roundTrip, 95))}`,
    );
    rows.push(
      `${`${catalogue}?${query}`.slice(0, 92).padEnd(92)} ${String(filters).padStart(3)} │ ${cells.join(' │ ')}`,
    );
  }
  console.log(
    `list + facets + specs, ${ITERATIONS} раз подряд на каждый запрос, мс (server = сумма времени Fastify на 3 ответа, rt = круговой путь по loopback)`,
  );
  console.log(`${'запрос'.padEnd(92)} флт │ repeat: p50     p95  rt p95 │  fresh: p50     p95  rt p95`);
  for (const row of rows) console.log(row);
  const verdict = (value: number, ok: boolean) => `${value.toFixed(1)} мс ${ok ? '✓' : '✗'}`;
  for (const mode of ['repeat', 'fresh'] as const) {
    const p95 = percentile(allServer[mode], 95);
    const cpu = allCpu[mode].reduce((sum, value) => sum + value, 0) / allCpu[mode].length;
    console.log(
      `Все запросы (${mode}): p50 ${percentile(allServer[mode], 50).toFixed(1)} мс, p95 ${verdict(p95, p95 < TARGET_P95_MS)} (цель < ${TARGET_P95_MS} мс); CPU процесса на 3 запроса (сервер + клиент) в среднем ${cpu.toFixed(2)} мс`,
    );
  }

  console.log(`\nautocannon: ${CONNECTIONS} соединений, ${DURATION} с, отдельный процесс`);
  const [catalogue, query] = QUERIES[0];
  for (const url of [`${base}/api/${catalogue}/?${query}`, `${base}/api/${catalogue}/facets/?${query}`]) {
    const report = await cannonUrl(url, CONNECTIONS, DURATION);
    const rps = report.requests.average;
    console.log(
      `${url.replace(base, '').padEnd(100)} ${rps.toFixed(0).padStart(6)} req/s ${rps >= TARGET_RPS ? '✓' : '✗'}  p50 ${report.latency.p50} мс  p99 ${report.latency.p99} мс  ошибок ${report.errors + report.non2xx}`,
    );
  }
  console.log(`(цель ≥ ${TARGET_RPS} req/s); load average после: ${loadAverage()}`);

  await app.close();
  await database.close();
}

try {
  await main();
} finally {
  if (ownDir) rmSync(dataDir, { recursive: true, force: true });
}
