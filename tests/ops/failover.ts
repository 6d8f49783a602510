/**
 * `npm run test:failover`: the server rides out a PostgreSQL restart (decision 027).
 *
 * Starts the server on its own database of a cluster it may stop (OPS_PG_*,
 * see lib/postgres-cluster.ts; a temporary one otherwise), sends a bounded
 * mix of requests from WORKERS parallel clients — health, a lot list, a lot,
 * the visitor's favourites, lead posts with the CSRF token — then
 * `pg_ctl stop -m fast`, keeps sending for OUTAGE_MS, `pg_ctl start`, and
 * keeps sending until health is 200 again and a little after. Checks:
 *
 * - the server process never exits;
 * - every answer is 2xx or 503, and nothing goes unanswered (reset, refused, timeout);
 * - every 503 carries Retry-After and a Russian JSON message;
 * - health is 200 again within RECOVERY_LIMIT_MS of PostgreSQL being back, and
 *   everything answers 2xx shortly after;
 * - each lead acknowledged, or refused with 503 and posted again afterwards
 *   with the same key, is stored exactly once.
 *
 * Prints the figures and `failover: N passed, M failed`; exits 1 on a failure.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openCluster } from './lib/postgres-cluster.ts';
import { sleep, startServer, type ServerProcess } from './lib/server-process.ts';
import { leadBody, unavailableProblem, Visitor, type Answer } from './lib/visitor.ts';
import { summarise, type Timeline, type Sample } from './lib/failover-report.ts';

const WORKERS = 6;
const WARM_MS = 2000;
const OUTAGE_MS = 4000;
const RECOVERY_LIMIT_MS = 10_000;
const SETTLE_MS = 3000;
const DATABASE = 'severin_failover';

const workDir = mkdtempSync(path.join(tmpdir(), 'severin-failover-'));
const t0 = performance.now();
const now = () => performance.now() - t0;
const log = (message: string) => console.log(`[failover ${(now() / 1000).toFixed(1)} s] ${message}`);

const cluster = await openCluster();
log(`PostgreSQL: ${cluster.origin}`);
let server: ServerProcess | null = null;
let failures: string[] = [];
try {
  const url = await cluster.createDatabase(DATABASE);
  server = await startServer({ name: 'server', databaseUrl: url, logFile: path.join(workDir, 'server.log') });
  log(`server ready on ${server.base} (log ${server.logFile})`);
  failures = await exercise(server, url);
} catch (error) {
  failures.push(`the run broke off: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  if (server && !server.exit()) {
    const code = await server.stop();
    if (code !== 0) failures.push(`the server did not shut down cleanly on SIGTERM (exit code ${code})`);
  }
  await cluster
    .close(DATABASE)
    .catch((error: unknown) => failures.push(`PostgreSQL was not left running: ${String(error)}`));
}
if (failures.length > 0) {
  console.error(`\nFailures:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
  if (server) console.error(`\nServer log: ${server.logFile}\n${server.tail()}`);
}
console.log(`failover: ${failures.length === 0 ? 1 : 0} passed, ${failures.length === 0 ? 0 : 1} failed`);
process.exit(failures.length === 0 ? 0 : 1);

async function exercise(app: ServerProcess, databaseUrl: string): Promise<string[]> {
  const visitor = new Visitor();
  await visitor.call(app.base, 'GET', '/api/health/');
  const list = await visitor.call(app.base, 'GET', '/api/apartments/?page=1');
  const lotIds = ((list.body as { results?: Array<{ id: number }> }).results ?? []).map((lot) => lot.id);
  if (lotIds.length === 0) return [`no apartments listed: ${list.status} ${JSON.stringify(list.body).slice(0, 200)}`];
  const favourite = await visitor.call(app.base, 'POST', '/api/favorites/', { property: lotIds[0] });
  if (favourite.status !== 201) return [`favourite not added: ${favourite.status} ${JSON.stringify(favourite.body)}`];

  const samples: Sample[] = [];
  const leadKeys = new Map<string, number>(); // key → last status
  let stopping = false;
  let serial = 0;

  async function one(kind: string, run: () => Promise<Answer>): Promise<void> {
    const sentAt = now();
    const answer = await run();
    samples.push({
      kind,
      sentAt,
      at: now(),
      status: answer.status,
      problem: unavailableProblem(answer),
      error: answer.error,
      body: answer.body,
    });
  }
  const kinds: Array<[string, () => Promise<Answer>]> = [
    ['health', () => visitor.call(app.base, 'GET', '/api/health/')],
    ['list', () => visitor.call(app.base, 'GET', `/api/apartments/?page=1&rooms=${['1', '2', '3'][serial % 3]}`)],
    ['lot', () => visitor.call(app.base, 'GET', `/api/apartments/${lotIds[serial % lotIds.length]}/`)],
    ['favourites', () => visitor.call(app.base, 'GET', '/api/favorites/')],
    [
      'lead',
      async () => {
        const key = randomUUID();
        const answer = await visitor.call(app.base, 'POST', '/api/request/', leadBody(key, serial));
        leadKeys.set(key, answer.status);
        return answer;
      },
    ],
  ];
  async function worker(index: number): Promise<void> {
    for (let turn = index; !stopping && now() < 120_000; turn += 1) {
      serial += 1;
      const [kind, run] = kinds[turn % kinds.length]!;
      await one(kind, run);
      await sleep(10);
    }
  }
  // A health probe of its own, every 100 ms: the figures come from it.
  async function prober(): Promise<void> {
    while (!stopping && now() < 120_000) {
      await one('probe', () => visitor.call(app.base, 'GET', '/api/health/'));
      await sleep(100);
    }
  }

  const load = Promise.all([prober(), ...Array.from({ length: WORKERS }, (_, index) => worker(index))]);
  const timeline: Timeline = { stopBegin: 0, stopDone: 0, startBegin: 0, startDone: 0, recoveredAt: null, end: 0 };
  await sleep(WARM_MS);
  timeline.stopBegin = now();
  log('pg_ctl stop -m fast');
  await cluster.stop();
  timeline.stopDone = now();
  await sleep(OUTAGE_MS);
  timeline.startBegin = now();
  log('pg_ctl start');
  await cluster.start();
  timeline.startDone = now();
  const healthyAfterStart = () =>
    samples.find((s) => s.kind === 'probe' && s.status === 200 && s.sentAt >= timeline.startBegin);
  while (!healthyAfterStart() && now() - timeline.startDone < 30_000 && !app.exit()) await sleep(50);
  timeline.recoveredAt = healthyAfterStart()?.at ?? null;
  log(timeline.recoveredAt === null ? 'health never came back' : 'health is 200 again');
  await sleep(SETTLE_MS);
  stopping = true;
  await load;
  timeline.end = now();

  // The browser posts a refused lead again with the same key (decision 008): once more now.
  const retried = [...leadKeys].filter(([, status]) => status === 503).map(([key]) => key);
  for (const key of retried)
    leadKeys.set(key, (await visitor.call(app.base, 'POST', '/api/request/', leadBody(key, 0))).status);
  const stored = await storedLeads(databaseUrl, [...leadKeys.keys()]);
  return summarise({
    samples,
    timeline,
    exited: app.exit(),
    leadKeys,
    retried: retried.length,
    stored,
    recoveryLimitMs: RECOVERY_LIMIT_MS,
    settleMs: SETTLE_MS,
  });
}

/** How many rows each idempotency key has. */
async function storedLeads(databaseUrl: string, keys: string[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ key: string; n: string }>(
      'select idempotency_key as key, count(*) as n from form_submissions where idempotency_key = any($1) group by 1',
      [keys],
    );
    return new Map(result.rows.map((row) => [row.key, Number(row.n)]));
  } finally {
    await client.end();
  }
}
