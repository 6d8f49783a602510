/**
 * A second server on a copy of the build, for the update test of
 * pwa-update.spec.ts: the copy's `sw.js` is changed the way a deploy changes
 * it, without touching the build the other specs use. Files are listed when
 * the server starts, but read on every request, so an edited file is served
 * at once.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startBuiltServer } from '../../../scripts/built-server.ts';

export interface BuildCopy {
  baseUrl: string;
  /** Gives `index.html` a new precache revision in the copy's `sw.js`; returns the new revision. */
  bumpShellRevision(): string;
  /** Ends the server and waits for it, then removes the copy. */
  stop(): Promise<void>;
}

export async function startBuildCopy(): Promise<BuildCopy> {
  const root = mkdtempSync(path.join(tmpdir(), 'severin-build-copy-'));
  const distDir = path.join(root, 'dist');
  cpSync(path.resolve(process.env.DIST_DIR ?? 'dist'), distDir, { recursive: true });
  const server = await startBuiltServer({ seedLots: 200, env: { DIST_DIR: distDir } }).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });

  let generation = 0;
  const bumpShellRevision = () => {
    const file = path.join(distDir, 'sw.js');
    const revision = `e2e${Date.now().toString(16)}${++generation}`;
    const source = readFileSync(file, 'utf8');
    const next = source.replace(
      /"revision":"[^"]*","url":"index\.html"/,
      `"revision":"${revision}","url":"index.html"`,
    );
    if (next === source) throw new Error('no precache entry of index.html in sw.js');
    writeFileSync(file, next);
    // A deploy replaces the precompressed copies too (scripts/vite-precompress.ts); stale ones would be served first.
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(next));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(next));
    return revision;
  };
  const stop = async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
  return { baseUrl: server.baseUrl, bumpShellRevision, stop };
}
