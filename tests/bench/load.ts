/**
 * `npm run bench:load`: the production server under 100 connections, on
 * embedded PGlite and on PostgreSQL (issue 9).
 *
 * Per database the real server process starts (it migrates and seeds
 * BENCH_LOTS demo lots itself), then per scenario autocannon warms up for
 * BENCH_WARMUP s and measures for BENCH_DURATION s at BENCH_CONNECTIONS
 * connections, in its own process. Scenarios (lib/load-scenarios.ts):
 * `list` (catalogue API), `lot` (BENCH_LOT_PAGES cached lot pages in turn),
 * `lot-uncached` (every lot page once: render-cache misses), `home` and
 * `lots` (their HTML), `request` (POST /api/request/; the server runs with
 * FORMS_RATE_LIMIT=100000 a minute so the per-IP limit does not hide the
 * insert path, and a 429 is still counted apart).
 * Every request carries what a returning browser sends: the csrftoken cookie
 * and `Accept-Encoding: gzip, deflate, br` (answers are compressed). The
 * server logs at `warn` (BENCH_LOG_LEVEL=info for production's line per
 * request) and delivers no leads (no CRM configured: they are only stored).
 *
 * Databases (BENCH_DB, default `pglite,postgres`): PGlite in a temporary
 * folder (BENCH_DATA_DIR to reuse a seeded one); PostgreSQL at BENCH_PG_URL or
 * DATABASE_URL, else a temporary PostgreSQL cluster started and dropped here,
 * fsync off as in .ci/run (skipped, with the install hint, when its binaries
 * are missing). Leads written by the bench stay in a given database.
 *
 * Prints one table per database with the load average around every run and
 * the verdict against the aim (zero errors; p99 < 100 ms for cached reads;
 * ≥ 1 000 req/s for `lot`, issue 31);
 * writes tests/bench/out/load-<db>.json. BENCH_PROFILE=1 runs the server with
 * `--cpu-prof` into tests/bench/out/prof-<db>/; BENCH_LOOP_MONITOR=1 logs its
 * event-loop delay every 3 s (tests/bench/out/load-<db>-server.log);
 * BENCH_SCENARIOS=list,lot picks scenarios (default all six). Exit code 1
 * when an aim is missed.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runScenario, type Scenario } from './lib/autocannon.ts';
import { fetchOk, SCENARIO_NAMES, scenariosFor } from './lib/load-scenarios.ts';
import { jsonOf, printTable, verdictOf, type ScenarioResult } from './lib/load-report.ts';
import { freePortIn, loadAverage, machineLine } from './lib/machine.ts';
import { pgliteTarget, postgresTarget, type Target } from './lib/db-targets.ts';
import { ensureBuilt, root, startServer } from './lib/server-process.ts';

const LOTS = Number(process.env.BENCH_LOTS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const LOT_PAGES = Number(process.env.BENCH_LOT_PAGES ?? 50);
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const SCENARIOS = new Set(
  (process.env.BENCH_SCENARIOS ?? SCENARIO_NAMES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const PROFILE = process.env.BENCH_PROFILE === '1';
const LOOP_MONITOR = process.env.BENCH_LOOP_MONITOR === '1';
/** This bench's own ports, so it can run beside other servers and benches. */
const PORTS = [Number(process.env.BENCH_PORT_FROM ?? 4505), Number(process.env.BENCH_PORT_TO ?? 4509)] as const;

const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const outDir = path.join(root, 'tests', 'bench', 'out');

/** One request of the scenario first: a broken route must fail loudly, not as 3 000 quiet non-2xx. */
async function probe(scenario: Scenario): Promise<void> {
  const body = scenario.body?.replaceAll('{{uuid}}', () => randomUUID());
  await fetchOk(`${scenario.base}${scenario.paths[0]}`, { method: scenario.method, headers: scenario.headers, body });
}

async function benchDatabase(db: string, target: Target): Promise<ScenarioResult[]> {
  const port = await freePortIn(...PORTS);
  const logFile = path.join(outDir, `load-${db}-server.log`);
  rmSync(logFile, { force: true });
  const started = performance.now();
  console.log(`\n=== ${db}: ${target.describe}; сервер на порту ${port}, лог ${path.relative(root, logFile)}`);
  const server = await startServer({
    port,
    logFile,
    env: {
      ...target.env,
      DIST_DIR: distDir,
      SEED_LOTS: String(LOTS),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      FORMS_RATE_LIMIT: '100000',
      LEAD_DELIVERY: 'off',
    },
    nodeFlags: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.join(outDir, `prof-${db}`)}`] : [],
    imports: LOOP_MONITOR ? [path.join(root, 'tests', 'bench', 'lib', 'loop-monitor.ts')] : [],
  });
  console.log(
    `Сервер готов за ${((performance.now() - started) / 1000).toFixed(1)} с (миграции и заполнение ${LOTS} лотов, если база пуста)`,
  );
  const results: ScenarioResult[] = [];
  try {
    const options = { connections: CONNECTIONS, seconds: DURATION, lotPages: LOT_PAGES };
    for (const { name, what, cachedRead, minRps, scenario, warmup, prefill } of await scenariosFor(
      server.base,
      SCENARIOS,
      options,
    )) {
      await probe(scenario);
      if (prefill)
        for (const pagePath of scenario.paths)
          await fetchOk(`${scenario.base}${pagePath}`, { headers: scenario.headers }).then((response) =>
            response.arrayBuffer(),
          );
      const warmed = WARMUP > 0 ? (await runScenario({ ...(warmup ?? scenario), seconds: WARMUP })).requests.total : 0;
      const loadBefore = loadAverage();
      const report = await runScenario(scenario);
      const result = { name, what, cachedRead, minRps, report, loadBefore, loadAfter: loadAverage() };
      results.push(result);
      console.log(
        `  ${name}: ${report.requests.average.toFixed(0)} req/s, p99 ${report.latency.p99} мс, load ${result.loadAfter}`,
      );
      // Misses only while no address is asked twice: the warm-up's end of the list and the run's must not meet.
      if (warmup && report.requests.total + warmed > scenario.paths.length) {
        console.log(
          `  ${name}: ${report.requests.total} + ${warmed} (разогрев) запросов на ${scenario.paths.length} адресов — часть ответов из кэша`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  return results;
}

async function main(): Promise<boolean> {
  const unknown = [...SCENARIOS].filter((name) => !(SCENARIO_NAMES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (${SCENARIO_NAMES.join(', ')})`);
  mkdirSync(outDir, { recursive: true });
  ensureBuilt(distDir);
  console.log(
    `Машина: ${machineLine()}; ${CONNECTIONS} соединений, ${DURATION} с (+${WARMUP} с разогрева) на сценарий; сборка ${distDir}`,
  );
  let allOk = true;
  for (const db of DATABASES) {
    if (db !== 'pglite' && db !== 'postgres') throw new Error(`BENCH_DB: unknown database ${db} (pglite, postgres)`);
    const target = db === 'pglite' ? pgliteTarget() : await postgresTarget([PORTS[0] + 1, PORTS[1]]);
    if (!target) continue;
    let results: ScenarioResult[];
    try {
      results = await benchDatabase(db, target);
    } finally {
      target.cleanup();
    }
    printTable(db, results);
    allOk &&= results.every((result) => verdictOf(result).ok);
    const file = path.join(outDir, `load-${db}.json`);
    const json = {
      db,
      date: new Date().toISOString(),
      machine: machineLine(),
      lots: LOTS,
      connections: CONNECTIONS,
      seconds: DURATION,
      scenarios: results.map(jsonOf),
    };
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`JSON: ${path.relative(root, file)}`);
  }
  return allOk;
}

if (!(await main())) process.exitCode = 1;
