/**
 * The server the browser benches measure: `tests/e2e/start-server.ts` (a
 * fresh demo database in a temporary DATA_DIR) as a child process, started
 * like production. Resolves once `/api/health/` answers and the server has
 * rendered its first-screen pictures ahead (decision 026): a bench measures
 * a server in its steady state, and a hero render running beside the first
 * page load would compete with it for the CPU.
 *
 * The server logs at `info` so the warm-up's lines can be seen; only
 * warnings and errors are passed on to the bench's output.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

const START_TIMEOUT_MS = 180_000;
const WARMUP_TIMEOUT_MS = 120_000;
const WARMUP_DONE = 'first-screen pictures rendered: desktop widths';

export interface BenchServerOptions {
  port: number;
  origin: string;
  distDir: string;
  /** Extra environment: SEED_LOTS, PRODUCTION_HOST, PUBLIC_ORIGIN… */
  env?: NodeJS.ProcessEnv;
  /** The checkout whose server runs (default: this one); an A/B's side B is another commit's (lib/ab.ts). */
  cwd?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startBenchServer({
  port,
  origin,
  distDir,
  env = {},
  cwd,
}: BenchServerOptions): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'tests/e2e/start-server.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      SEED_LOTS: '2000',
      ...env,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // IMAGE_WARMUP=off (given or inherited, for a quick check run): no pictures to wait for.
  let warmedUp = (env.IMAGE_WARMUP ?? process.env.IMAGE_WARMUP) === 'off';
  createInterface({ input: server.stdout! }).on('line', (line) => {
    let entry: { level?: number; msg?: string; rendered?: number; ms?: number } | undefined;
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      console.log(line); // the seed's and the start script's own lines
      return;
    }
    if (entry?.msg?.startsWith('first-screen pictures rendered'))
      console.log(`[bench] server: ${entry.msg} (${entry.rendered} in ${entry.ms} ms)`);
    else if ((entry?.level ?? 0) >= 40) console.error(line);
    if (entry?.msg === WARMUP_DONE) warmedUp = true;
  });
  const stop = (message: string) => {
    server.kill('SIGTERM');
    return new Error(message);
  };
  for (let waited = 0; ; waited += 500) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (
      await fetch(`${origin}/api/health/`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      break;
    if (waited >= START_TIMEOUT_MS) throw stop('server did not start within 3 minutes');
    await sleep(500);
  }
  for (let waited = 0; !warmedUp; waited += 250) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (waited >= WARMUP_TIMEOUT_MS) throw stop('the server did not render its first-screen pictures within 2 minutes');
    await sleep(250);
  }
  return server;
}
