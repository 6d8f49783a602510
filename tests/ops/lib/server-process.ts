/**
 * The production server as an operator runs it (`node --import tsx
 * server/server.ts`, one process, so its exit is seen directly), on
 * PostgreSQL (or PGlite in `dataDir`), with the background work that would blur the figures off:
 * no lead delivery, no image warm-up. It migrates and seeds an empty
 * database itself. COOKIE_SECRET is never passed: several instances must
 * agree on the secret through the database (that is part of what is tested).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  name: string;
  base: string;
  /** The server's own process (strace attaches to it). */
  pid: number;
  logFile: string;
  /** Null while running; how it ended otherwise. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** The last lines of its log, for a failure report. */
  tail(lines?: number): string;
  /** SIGTERM (graceful shutdown), SIGKILL after 15 s; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface ServerOptions {
  name: string;
  /** PostgreSQL; without it the embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  logFile: string;
  seedLots?: number;
  env?: Record<string, string>;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    SEED_LOTS: String(options.seedLots ?? 300),
    LEAD_DELIVERY: 'off',
    IMAGE_WARMUP: 'off',
    LOG_LEVEL: 'warn',
    // Pages answer 503 «not built» without a build: these tests are about the API and the database.
    DIST_DIR: path.join(root, 'dist'),
    FORMS_RATE_LIMIT: '100000',
    VISITORS_RATE_LIMIT: '100000',
    ...options.env,
  };
  if (!options.databaseUrl) delete env.DATABASE_URL;
  for (const name of [
    'COOKIE_SECRET',
    'COOKIE_SECRET_PREVIOUS',
    'CAPTCHA_SERVER_KEY',
    'CRM_WEBHOOK_URL',
    'SMTP_URL',
    'LEADS_EMAIL_TO',
  ])
    delete env[name];
  const out = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const server: ServerProcess = {
    name: options.name,
    base,
    pid: child.pid!,
    logFile: options.logFile,
    exit: () => ended,
    tail: (lines = 12) =>
      readFileSync(options.logFile, 'utf8')
        .split('\n')
        .slice(-lines)
        .map((line) => line.slice(0, 400))
        .join('\n'),
    async stop() {
      if (!ended) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      return ended!.code;
    },
  };
  const until = Date.now() + 180_000;
  for (;;) {
    if (ended) throw new Error(`${options.name} exited on start (${JSON.stringify(ended)}):\n${server.tail()}`);
    if (Date.now() > until) {
      await server.stop();
      throw new Error(`${options.name} did not start in 3 minutes:\n${server.tail()}`);
    }
    try {
      const response = await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
}
