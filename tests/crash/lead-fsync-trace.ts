/**
 * `npm run test:crash` (second part): an acknowledged lead is on stable storage
 * before its 201, on the embedded database (decision 029).
 *
 * Runs the real server (PGlite in a temporary DATA_DIR), attaches
 * `strace -f -y` to it and posts leads. For each 201 in the trace it checks that the
 * WAL write carrying the lead was followed by a completed fdatasync of that
 * WAL segment before the answer's first byte was written to the socket.
 * Without the explicit sync PGlite makes no fsync call at all.
 *
 * Needs strace (Debian: `apt-get install -y strace`; installed here when root
 * on Debian). Prints the figures; exits 1 on a violation.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_CAPTCHA_TOKEN } from '../../src/schemas/lead-kind.ts';
import { startServer } from '../ops/lib/server-process.ts';

const LEADS = 5;
const log = (message: string) => console.log(`[fsync-trace] ${message}`);

function ensureStrace(): boolean {
  if (spawnSync('strace', ['-V']).status === 0) return true;
  if (process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0) {
    log('strace is missing: installing the Debian package');
    spawnSync('apt-get', ['install', '-y', '-qq', 'strace'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return spawnSync('strace', ['-V']).status === 0;
  }
  return false;
}

if (!ensureStrace()) {
  console.error('[fsync-trace] strace is not installed: run `sudo apt-get install -y strace` (Debian/Ubuntu)');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'severin-fsync-'));
const traceFile = path.join(dataDir, 'trace.txt');
// The server starts untraced (the seed is slow under ptrace); strace then attaches to its process.
const server = await startServer({
  name: 'fsync-trace',
  dataDir: path.join(dataDir, 'data'),
  logFile: path.join(dataDir, 'server.log'),
  seedLots: 100,
});
const base = server.base;
let tracer: ChildProcess | null = null;

let failed = false;
try {
  tracer = spawn(
    'strace',
    [
      '-f',
      '-y',
      '-s',
      '24',
      '-e',
      'trace=pwrite64,pwritev,fdatasync,fsync,write,writev',
      '-o',
      traceFile,
      '-p',
      String(server.pid),
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  // strace reports each attached thread on stderr; give it a moment to take them all.
  await new Promise<void>((resolve) => {
    tracer!.stderr!.once('data', () => setTimeout(resolve, 500));
    setTimeout(resolve, 5000);
  });
  const first = await fetch(`${base}/api/health/`);
  const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no CSRF cookie');
  for (let i = 0; i < LEADS; i += 1) {
    const response = await fetch(`${base}/api/request/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      body: JSON.stringify({
        type: 'callback',
        idempotency_key: randomUUID(),
        site: '127.0.0.1/',
        yandex_token: DEV_CAPTCHA_TOKEN,
        name: 'Иван',
        phone: `+7 (999) 123-45-${String(10 + i)}`,
        consent: true,
      }),
    });
    if (response.status !== 201) throw new Error(`lead ${i}: ${response.status} ${await response.text()}`);
  }
} catch (error) {
  failed = true;
  console.error(`[fsync-trace] ${(error as Error).message}`);
} finally {
  if (tracer) {
    const detached = new Promise((resolve) => tracer!.once('exit', resolve));
    tracer.kill('SIGINT');
    await detached;
  }
  await server.stop();
}

const lines = readFileSync(traceFile, 'utf8').split('\n');
const isWal = (line: string) => /<[^>]*\/pg_wal\/[0-9A-F]{24}>/.test(line);
const answers = lines.flatMap((line, index) =>
  /write(v)?\(\d+<(TCP|socket)[^>]*>.*HTTP\/1\.1 201/.test(line) ? [index] : [],
);
const walSyncs = lines.flatMap((line, index) => {
  // A finished call: a whole line, or the `resumed` half of one cut by another thread.
  if (!/fdatasync|fsync/.test(line) || /unfinished/.test(line) || !/= 0\s*$/.test(line)) return [];
  const started = /resumed/.test(line)
    ? lines.slice(0, index).findLast((prior) => /fdatasync\(|fsync\(/.test(prior) && /unfinished/.test(prior))
    : line;
  return started && isWal(started) ? [index] : [];
});
const walWrites = lines.flatMap((line, index) => (/pwrite/.test(line) && isWal(line) ? [index] : []));

log(
  `${answers.length} answers 201 in the trace, ${walWrites.length} WAL writes, ${walSyncs.length} completed WAL syncs`,
);
let previous = 0;
for (const answer of answers) {
  const write = walWrites.filter((index) => index > previous && index < answer).at(-1);
  const synced = write !== undefined && walSyncs.some((index) => index > write && index < answer);
  if (!synced) {
    failed = true;
    console.error(
      `[fsync-trace] the 201 at trace line ${answer + 1} went out before its WAL write (line ${write === undefined ? '—' : write + 1}) was synced`,
    );
  }
  previous = answer;
}
if (answers.length !== LEADS) {
  failed = true;
  console.error(`[fsync-trace] expected ${LEADS} answers 201 in the trace, found ${answers.length}`);
}
if (!failed) rmSync(dataDir, { recursive: true, force: true });
else console.error(`[fsync-trace] trace kept in ${traceFile}`);
console.log(failed ? 'fsync-trace: 0 passed, 1 failed' : 'fsync-trace: 1 passed, 0 failed');
process.exit(failed ? 1 : 0);
