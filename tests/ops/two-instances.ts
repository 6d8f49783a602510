/**
 * `npm run test:instances`: two server processes on one PostgreSQL database
 * behave as one site (decision 027). A migrates and seeds, B starts after it;
 * neither gets COOKIE_SECRET (the shared secret must come from the database).
 * Checks, alternating between the instances with one browser's cookies:
 *
 * - the CSRF token and visitor cookie issued by one are accepted by the other;
 * - favourites and comparison added on A are read on B, and the other way round;
 * - a lead is accepted whichever instance answers, and stored once per idempotency key;
 * - a lot price changed in the database (there is no admin API yet: SQL, which
 *   bumps the catalogue version by trigger, decision 006) is served by both
 *   instances' lot and list endpoints and lot page within PROPAGATION_LIMIT_MS (measured).
 *
 * Uses the cluster named by OPS_PG_* or a temporary one (lib/postgres-cluster.ts).
 * Prints each check and `instances: N passed, M failed`; exits 1 on a failure.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createFakeDist } from '../api/helpers/fake-dist.ts';
import { openCluster } from './lib/postgres-cluster.ts';
import { sleep, startServer, type ServerProcess } from './lib/server-process.ts';
import { leadBody, Visitor } from './lib/visitor.ts';

const DATABASE = 'severin_instances';
const PROPAGATION_LIMIT_MS = 2000;

const workDir = mkdtempSync(path.join(tmpdir(), 'severin-instances-'));
const results: Array<{ name: string; ok: boolean; detail: string }> = [];

function check(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const cluster = await openCluster();
console.log(`PostgreSQL: ${cluster.origin}`);
const servers: ServerProcess[] = [];
// Pages need a build; a fake one keeps this check independent of `vite build`.
const dist = createFakeDist();
try {
  const url = await cluster.createDatabase(DATABASE);
  const env = { DIST_DIR: dist.dir };
  servers.push(await startServer({ name: 'A', databaseUrl: url, logFile: path.join(workDir, 'a.log'), env }));
  servers.push(await startServer({ name: 'B', databaseUrl: url, logFile: path.join(workDir, 'b.log'), env }));
  console.log(`A on ${servers[0]!.base}, B on ${servers[1]!.base} (logs in ${workDir})`);
  await exercise(servers[0]!, servers[1]!, url);
  for (const server of servers)
    check(
      `instance ${server.name} kept running`,
      server.exit() === null,
      server.exit() ? JSON.stringify(server.exit()) : '',
    );
} catch (error) {
  check('the run completed', false, error instanceof Error ? error.message : String(error));
} finally {
  for (const server of servers) await server.stop();
  dist.remove();
  await cluster.close(DATABASE).catch((error: unknown) => check('PostgreSQL left running', false, String(error)));
}
const failed = results.filter((result) => !result.ok).length;
if (failed > 0) console.error(`\nServer logs: ${workDir}`);
console.log(`instances: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/** The lot ids of a favourites (`results`) or comparison (`properties`) answer, sorted. */
function ids(body: unknown, key: 'results' | 'properties'): number[] {
  return ((body as Record<string, Array<{ property: number }>> | null)?.[key] ?? [])
    .map((item) => item.property)
    .sort((x, y) => x - y);
}

async function exercise(a: ServerProcess, b: ServerProcess, databaseUrl: string): Promise<void> {
  const browser = new Visitor();
  await browser.call(a.base, 'GET', '/api/health/');
  check('A hands out a CSRF token', browser.cookies.has('csrftoken'));
  const list = await browser.call(a.base, 'GET', '/api/apartments/?page=1');
  const lots = ((list.body as { results?: Array<{ id: number; status: string; price: number }> }).results ?? []).filter(
    (lot) => lot.status !== 'sold',
  );
  if (lots.length < 3) throw new Error(`too few apartments on sale: ${list.status}`);
  const [first, second, third] = [lots[0]!.id, lots[1]!.id, lots[2]!];

  // Cookies and tokens signed by one instance, checked by the other.
  const onB = await browser.call(b.base, 'POST', '/api/favorites/', { property: first });
  check('B accepts the CSRF token issued by A (favourite added on B)', onB.status === 201, `status ${onB.status}`);
  const onA = await browser.call(a.base, 'POST', '/api/favorites/', { property: second });
  check('A accepts the visitor cookie issued by B (favourite added on A)', onA.status === 201, `status ${onA.status}`);
  const both = [first, second].sort((x, y) => x - y);
  for (const [server, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const favourites = await browser.call(server.base, 'GET', '/api/favorites/');
    check(
      `favourites added on ${other.name} are read on ${server.name}`,
      JSON.stringify(ids(favourites.body, 'results')) === JSON.stringify(both),
      `${favourites.status} ${JSON.stringify(ids(favourites.body, 'results'))}`,
    );
  }
  const compareA = await browser.call(a.base, 'POST', '/api/comparison/', { property: first });
  const compareB = await browser.call(b.base, 'POST', '/api/comparison/', { property: second });
  check(
    'comparison accepts additions on both instances',
    compareA.status === 201 && compareB.status === 201,
    `A ${compareA.status}, B ${compareB.status}`,
  );
  for (const server of [a, b]) {
    const comparison = await browser.call(server.base, 'GET', '/api/comparison/');
    check(
      `comparison made on A and B is read whole on ${server.name}`,
      JSON.stringify(ids(comparison.body, 'properties')) === JSON.stringify(both),
      `${comparison.status} ${JSON.stringify(ids(comparison.body, 'properties'))}`,
    );
  }

  // Leads: accepted by either, one row per key.
  const [key1, key2] = [randomUUID(), randomUUID()];
  const leadA = await browser.call(a.base, 'POST', '/api/request/', leadBody(key1, 1));
  const again = await browser.call(b.base, 'POST', '/api/request/', leadBody(key1, 1));
  const leadB = await browser.call(b.base, 'POST', '/api/request/', leadBody(key2, 2));
  check(
    'a lead is accepted on A (201), its repeat on B is «already accepted» (200), another on B (201)',
    leadA.status === 201 && again.status === 200 && leadB.status === 201,
    `A ${leadA.status}, B repeat ${again.status}, B ${leadB.status}`,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ n: string }>(
      'select count(*) as n from form_submissions where idempotency_key = any($1) group by idempotency_key',
      [[key1, key2]],
    );
    check(
      'each lead key is stored exactly once',
      rows.rows.length === 2 && rows.rows.every((row) => row.n === '1'),
      JSON.stringify(rows.rows),
    );
    await priceChange(client, a, b, third);
  } finally {
    await client.end();
  }
}

/** Changes one lot's price with SQL and measures when each instance's lot and list endpoints and lot page serve it. */
async function priceChange(
  client: pg.Client,
  a: ServerProcess,
  b: ServerProcess,
  lot: { id: number; price: number },
): Promise<void> {
  const price = lot.price + 1_000 + Math.floor(Math.random() * 1000);
  const reader = new Visitor();
  const probes = [a, b].flatMap((server) => [
    {
      name: `${server.name} lot`,
      base: server.base,
      url: `/api/apartments/${lot.id}/`,
      sees: (body: unknown) => (body as { price?: number }).price === price,
    },
    {
      name: `${server.name} list`,
      base: server.base,
      url: `/api/apartments/?price_min=${price}&price_max=${price}`,
      sees: (body: unknown) =>
        ((body as { results?: Array<{ id: number }> }).results ?? []).some((item) => item.id === lot.id),
    },
    // The page comes from the render cache, keyed by the catalogue version the database holds (html/render-cache.ts).
    {
      name: `${server.name} page`,
      base: server.base,
      url: `/lots/${lot.id}`,
      sees: (body: unknown) => new RegExp(`"price":\\s*${price}\\b`).test(String(body)),
    },
  ]);
  // Each page is rendered and kept before the change, so seeing the new price means the cache let it go.
  for (const probe of probes.filter((p) => p.url.startsWith('/lots/'))) {
    const before = await reader.call(probe.base, 'GET', probe.url);
    check(
      `${probe.name} is served before the change`,
      before.status === 200 && !probe.sees(before.body),
      `status ${before.status}`,
    );
  }
  await client.query('update lots set price = $1 where id = $2', [price, lot.id]);
  const changedAt = performance.now();
  const seenAfter = new Map<string, number>();
  while (seenAfter.size < probes.length && performance.now() - changedAt < 3 * PROPAGATION_LIMIT_MS) {
    for (const probe of probes.filter((p) => !seenAfter.has(p.name))) {
      const answer = await reader.call(probe.base, 'GET', probe.url);
      if (answer.status === 200 && probe.sees(answer.body)) seenAfter.set(probe.name, performance.now() - changedAt);
    }
    await sleep(20);
  }
  const figures = probes.map(
    (probe) => `${probe.name} ${seenAfter.has(probe.name) ? `${Math.round(seenAfter.get(probe.name)!)} ms` : 'never'}`,
  );
  const slowest = Math.max(...probes.map((probe) => seenAfter.get(probe.name) ?? Infinity));
  check(
    `a price changed in the database is served by both instances within ${PROPAGATION_LIMIT_MS} ms`,
    slowest <= PROPAGATION_LIMIT_MS,
    figures.join(', '),
  );
}
