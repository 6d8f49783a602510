/**
 * `npm run test:crash`: leads survive a crashing server (decision 009).
 *
 * Starts the real server (embedded PGlite in a temporary DATA_DIR, a local
 * CRM webhook receiver), posts LEADS `callback` leads from CONCURRENCY
 * parallel clients, and SIGKILLs the server RESTARTS times mid-flight,
 * restarting it on the same DATA_DIR. A request that gets no answer is
 * retried with the same idempotency key, as the browser does. Then it waits
 * for delivery to drain, stops the server and checks:
 *
 * - every acknowledged lead (201/200) is in `form_submissions` exactly once,
 *   and nothing else is;
 * - the receiver saw every acknowledged key (at least once; repeats are
 *   allowed — delivery is at-least-once — and counted), and no other key;
 * - every row ended `sent`.
 *
 * Prints the figures; exits 1 on any violation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../server/db/client.ts';
import { listLeads } from '../../server/services/leads/list.ts';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { startWebhookReceiver } from '../api/helpers/webhook-receiver.ts';
import { freePort } from '../ops/lib/server-process.ts';

const LEADS = Number(process.env.CRASH_LEADS ?? 300);
const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY ?? 24);
const RESTARTS = Number(process.env.CRASH_RESTARTS ?? 3);
const DEADLINE_MS = 150_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} с`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[crash ${elapsed()}] ${message}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'severin-crash-'));
const logFile = path.join(dataDir, 'server.log');
const receiver = await startWebhookReceiver();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  DIST_DIR: path.join(dataDir, 'no-dist'),
  SEED_LOTS: '100',
  LOG_LEVEL: 'warn',
  CRM_WEBHOOK_URL: receiver.url,
  FORMS_RATE_LIMIT: '100000',
  // A delivery cut off by a kill is retried once its lease runs out.
  LEAD_DELIVERY_LEASE_MS: '3000',
  LEAD_DELIVERY_POLL_MS: '300',
  LEAD_DELIVERY_BACKOFF_MS: '200',
};
// No COOKIE_SECRET: the one the first start keeps in the database must keep the CSRF cookie valid across restarts.
for (const name of [
  'COOKIE_SECRET',
  'COOKIE_SECRET_PREVIOUS',
  'CAPTCHA_SERVER_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'LEADS_EMAIL_TO',
  'LEAD_DELIVERY',
])
  delete env[name];

let server: ChildProcess | null = null;
let serverExit: Promise<void> = Promise.resolve();

async function startServer(): Promise<void> {
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/server.ts'], {
    // Its own process group: tsx runs the server in a child process, and a kill must take both.
    cwd: root,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  server = child;
  serverExit = new Promise((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} on start`);
    try {
      const response = await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start in 2 minutes');
}

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(500) });
    return true;
  } catch {
    return false;
  }
}

/** Signals the whole process group (tsx and the server under it) and waits until nothing answers on the port. */
async function stopServer(signal: NodeJS.Signals): Promise<void> {
  const child = server;
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
  await serverExit;
  const until = Date.now() + 15_000;
  while (await portAnswers()) {
    if (Date.now() > until) throw new Error('the killed server still answers');
    await sleep(50);
  }
}

function fail(message: string): never {
  console.error(`\nСБОЙ: ${message}`);
  try {
    console.error(
      `\nПоследние строки журнала сервера:\n${readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')}`,
    );
  } catch {
    // no log
  }
  void stopServer('SIGKILL').finally(() => process.exit(1));
  throw new Error(message);
}

// --- the run ---------------------------------------------------------------

log(`сервер на порту ${port}, данные в ${dataDir}; первый запуск заполняет базу…`);
await startServer();
log('сервер готов');

const health = await fetch(`${base}/api/health/`);
const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1];
if (!csrf) fail('the server handed out no csrftoken cookie');

const keys = Array.from({ length: LEADS }, () => randomUUID());
const acknowledged = new Map<string, number>();
const refused: string[] = [];
let requestsSent = 0;
let noAnswer = 0;
let restarts = 0;

async function postLead(key: string, index: number): Promise<void> {
  const body = JSON.stringify({
    type: 'callback',
    idempotency_key: key,
    site: `127.0.0.1/lots/${index}`,
    yandex_token: DEV_CAPTCHA_TOKEN,
    name: 'Иван',
    phone: `+7 (999) ${String(index % 1000).padStart(3, '0')}-45-67`,
    consent: true,
  });
  for (let attempt = 0; Date.now() - started < DEADLINE_MS; attempt += 1) {
    requestsSent += 1;
    try {
      const response = await fetch(`${base}/api/request/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf! },
        body,
        signal: AbortSignal.timeout(5000),
      });
      const text = await response.text();
      if (response.status === 200 || response.status === 201) {
        acknowledged.set(key, response.status);
        return;
      }
      if (response.status < 500 && response.status !== 429) {
        refused.push(`${key}: ${response.status} ${text.slice(0, 200)}`);
        return;
      }
    } catch {
      noAnswer += 1;
    }
    // Like the browser: the same key again after a pause.
    await sleep(Math.min(1000, 100 * 2 ** attempt));
  }
}

const killAt = Array.from({ length: RESTARTS }, (_, index) => Math.round((LEADS * (index + 1)) / (RESTARTS + 1)));
async function killer(): Promise<void> {
  for (const threshold of killAt) {
    while (acknowledged.size < threshold && Date.now() - started < DEADLINE_MS) await sleep(5);
    await stopServer('SIGKILL');
    restarts += 1;
    log(`SIGKILL №${restarts} после ${acknowledged.size} подтверждённых заявок; перезапуск…`);
    await startServer();
    log('сервер снова готов');
  }
}

let next = 0;
async function client(): Promise<void> {
  while (next < LEADS) {
    const index = next++;
    await postLead(keys[index]!, index);
  }
}

const killing = killer();
await Promise.all(Array.from({ length: CONCURRENCY }, client));
await killing;
log(`отправлено ${LEADS}, подтверждено ${acknowledged.size}; ждём доставку…`);

// Delivery drains: the receiver must see every acknowledged key.
const delivered = () => new Set(receiver.requests.map((request) => request.key));
while (Date.now() - started < DEADLINE_MS) {
  const seen = delivered();
  if ([...acknowledged.keys()].every((key) => seen.has(key))) break;
  await sleep(100);
}
// A moment more, so a late repeat (a lease running out) would still be counted.
await sleep(500);
await stopServer('SIGTERM');
log('сервер остановлен; проверяем базу');

const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
const rows = await listLeads(database.db, { limit: null });
await database.close();
await receiver.close();

// --- the checks --------------------------------------------------------------

const violations: string[] = [];
const rowsByKey = new Map<string, number>();
for (const row of rows) rowsByKey.set(row.idempotencyKey, (rowsByKey.get(row.idempotencyKey) ?? 0) + 1);
const seen = delivered();
const receivedCount = new Map<string, number>();
for (const request of receiver.requests)
  if (request.key) receivedCount.set(request.key, (receivedCount.get(request.key) ?? 0) + 1);

if (refused.length > 0) violations.push(`${refused.length} leads refused, e.g. ${refused[0]}`);
if (acknowledged.size !== LEADS)
  violations.push(`${LEADS - acknowledged.size} leads never acknowledged before the deadline`);
const missing = [...acknowledged.keys()].filter((key) => !rowsByKey.has(key));
if (missing.length > 0)
  violations.push(`${missing.length} acknowledged leads are missing from the database, e.g. ${missing[0]}`);
const doubled = [...rowsByKey].filter(([, n]) => n > 1);
if (doubled.length > 0) violations.push(`${doubled.length} keys stored more than once`);
const strangers = [...rowsByKey.keys()].filter((key) => !acknowledged.has(key));
if (strangers.length > 0)
  violations.push(`${strangers.length} rows were never acknowledged (a lost answer never retried)`);
const undelivered = [...acknowledged.keys()].filter((key) => !seen.has(key));
if (undelivered.length > 0)
  violations.push(`${undelivered.length} acknowledged leads never reached the receiver, e.g. ${undelivered[0]}`);
const unknownAtReceiver = [...seen].filter((key) => !key || !acknowledged.has(key));
if (unknownAtReceiver.length > 0)
  violations.push(`the receiver saw ${unknownAtReceiver.length} keys that were not acknowledged`);
const notSent = rows.filter((row) => row.deliveryStatus !== 'sent');
if (notSent.length > 0)
  violations.push(
    `${notSent.length} rows not marked sent, e.g. №${notSent[0]!.id} ${notSent[0]!.deliveryStatus} ${notSent[0]!.lastError ?? ''}`,
  );
if (restarts !== RESTARTS) violations.push(`only ${restarts} of ${RESTARTS} restarts happened`);

const duplicatesAtReceiver = receiver.requests.length - seen.size;
const duplicateAnswers = [...acknowledged.values()].filter((status) => status === 200).length;
console.log(`
Краш-тест доставки заявок
  заявок отправлено:           ${LEADS} (HTTP-запросов: ${requestsSent}, без ответа: ${noAnswer})
  подтверждено (201/200):      ${acknowledged.size} (из них 200 «уже принята»: ${duplicateAnswers})
  строк в form_submissions:    ${rows.length}
  доставлено в CRM (ключей):   ${seen.size}
  повторов у получателя:       ${duplicatesAtReceiver} (ключей с повтором: ${[...receivedCount.values()].filter((n) => n > 1).length})
  перезапусков (SIGKILL):      ${restarts}
  длительность:                ${elapsed()}`);

if (violations.length > 0) {
  console.error(`\nНарушения:\n${violations.map((line) => `  - ${line}`).join('\n')}`);
  console.error(`\nЖурнал сервера: ${logFile}`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log('\nOK: каждая подтверждённая заявка сохранена ровно один раз и доставлена.');
process.exit(0);
