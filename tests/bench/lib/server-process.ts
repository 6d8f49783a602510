/**
 * The production server as its own process (`node --import tsx server/server.ts`,
 * one process, so `--cpu-prof` profiles the server itself), started the way
 * an operator starts it: it migrates and seeds an empty database itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sleep } from './machine.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * The built app the pages need: DIST_DIR (default ./dist), built into that
 * folder when missing with the checkout's own build (`scripts/build.ts`:
 * the browser's app and the server render's bundle in `.ssr/`, decision 032).
 */
export function ensureBuilt(distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`Сборки нет в ${distDir}: npm run build…`);
    const script = path.join(root, 'scripts', 'build.ts');
    const args = existsSync(script)
      ? ['--import', 'tsx', script, '--outDir', distDir]
      : [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'];
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the build failed');
  }
  warnWithoutRenderBundle(distDir);
}

/** A build of this checkout made by `vite build` alone has no server render: its pages fall back to the browser (not what a bench means to measure). */
export function warnWithoutRenderBundle(distDir: string, checkout = root): void {
  if (existsSync(path.join(checkout, 'src', 'entry-server.tsx')) && !existsSync(path.join(distDir, '.ssr'))) {
    console.warn(
      `[bench] ${distDir} has no .ssr/ (server render bundle): pages are left to the browser; build with \`npm run build -- --outDir ${distDir}\``,
    );
  }
}

export interface ServerOptions {
  port: number;
  env: Record<string, string>;
  logFile: string;
  /** Extra node flags, e.g. `--cpu-prof --cpu-prof-dir=…`. */
  nodeFlags?: string[];
  /** Modules loaded into the server before it starts (after tsx, so TypeScript works). */
  imports?: string[];
  /** Seeding 20 000 lots takes a while on a busy machine. */
  startTimeoutMs?: number;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    ...options.env,
  };
  // Only what the bench sets: an inherited CRM, SMTP or captcha key would change what is measured.
  for (const name of ['CAPTCHA_SERVER_KEY', 'CRM_WEBHOOK_URL', 'SMTP_URL', 'LEADS_EMAIL_TO']) delete env[name];
  if (!options.env.DATABASE_URL) delete env.DATABASE_URL;
  const out = openSync(options.logFile, 'a');
  const imports = (options.imports ?? []).flatMap((file) => ['--import', file]);
  const args = [...(options.nodeFlags ?? []), '--import', 'tsx', ...imports, 'server/server.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + (options.startTimeoutMs ?? 600_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} on start (see ${options.logFile})`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time (see ${options.logFile})`);
    }
    try {
      const response = await fetch(`${base}/api/health/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return {
    base,
    async stop() {
      if (child.exitCode !== null) return;
      // SIGTERM: graceful shutdown, so a --cpu-prof profile is written.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
