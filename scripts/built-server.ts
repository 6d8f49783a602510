/**
 * The built site on a free port with a fresh seeded embedded database, for
 * the scripts that photograph it (pwa-screenshots.ts, screenshots.ts; or the
 * server at BASE_URL when one is already running) and the e2e copy of a build
 * (tests/e2e/helpers/build-copy.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/ops/lib/server-process.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  seedLots?: number;
  /** More settings (DIST_DIR for another build). */
  env?: Record<string, string>;
}

/** The running server at BASE_URL, or a new one. */
export async function builtServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL, stop: async () => undefined };
  return startBuiltServer(options);
}

export async function startBuiltServer({ seedLots = 2000, env = {} }: BuiltServerOptions = {}): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'severin-shots-'));
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_LOTS: String(seedLots),
      LOG_LEVEL: 'warn',
      LEAD_DELIVERY: 'off',
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A process that exits early (a taken port) ends the wait at once.
  for (let attempt = 0; attempt < 180 && child.exitCode === null; attempt++) {
    if (
      await fetch(`${baseUrl}/api/health/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error('the server did not start within 3 minutes');
}
