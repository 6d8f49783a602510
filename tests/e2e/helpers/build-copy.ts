/**
 * A second server on a copy of the build, for the update test of
 * pwa-install.spec.ts: the copy's `sw.js` is changed the way a deploy changes
 * it, without touching the build the other specs use. Files are listed when
 * the server starts, but read on every request, so an edited file is served
 * at once.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface BuildCopy {
  baseUrl: string;
  /** Gives `index.html` a new precache revision in the copy's `sw.js`; returns the new revision. */
  bumpShellRevision(): string;
  /** Ends the server and waits for it, so the port is free for the next copy. */
  stop(): Promise<void>;
}

export async function startBuildCopy(port: number): Promise<BuildCopy> {
  const root = mkdtempSync(path.join(tmpdir(), 'severin-build-copy-'));
  const distDir = path.join(root, 'dist');
  cpSync(path.resolve(process.env.DIST_DIR ?? 'dist'), distDir, { recursive: true });
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      DIST_DIR: distDir,
      SEED_LOTS: '200',
      LOG_LEVEL: 'warn',
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };

  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${baseUrl}/api/health/`).then((response) => response.ok, () => false);
    if (up) {
      let generation = 0;
      const bumpShellRevision = () => {
        const file = path.join(distDir, 'sw.js');
        const revision = `e2e${Date.now().toString(16)}${++generation}`;
        const source = readFileSync(file, 'utf8');
        const next = source.replace(/"revision":"[^"]*","url":"index\.html"/, `"revision":"${revision}","url":"index.html"`);
        if (next === source) throw new Error('no precache entry of index.html in sw.js');
        writeFileSync(file, next);
        // A deploy replaces the precompressed copies too (scripts/vite-precompress.ts); stale ones would be served first.
        if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(next));
        if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(next));
        return revision;
      };
      return { baseUrl, bumpShellRevision, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`the build copy server did not start on ${baseUrl}`);
}
