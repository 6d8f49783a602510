/**
 * `npm run bench:memory -- [LOTS…]`: the server's memory at each size (issue 32:
 * 20 000 and 200 000 lots), split into the V8 heap, memory outside it and
 * PGlite's WebAssembly memory, through the life of a server:
 * - `app`: database open, app built, catalogue not read yet;
 * - `start`: the catalogue loaded (the server preloads it when ready);
 * - `warm`: after a walk over the catalogue's answers, lot details and
 *   pages (lib/memory-walk.ts), so its memos and caches are full;
 * - `reload`: a price written in SQL and the catalogue reloaded
 *   (decision 006's refresh); `peak` is the highest resident set during it;
 * - `rewarm`: the same walk over the new copy.
 * Plus `snapshot`: what one more copy of the catalogue costs (heap after a
 * full collection, with and without it).
 *
 * Each size runs in its own process, built as server/server.ts builds the
 * production server (NODE_ENV=production, the build at DIST_DIR, default
 * ./dist, built when missing), over embedded PGlite in MEM_DATA_DIR_<LOTS>
 * (default /tmp/bench-memory-<LOTS>), seeded on its first use by
 * `npm run db:seed` in a child process, so the measured process only
 * reads, as a restarted server does. Requests go through Fastify's `inject`.
 * MEM_LOT_DETAILS, MEM_LOT_PAGES: how many lot details and lot pages the
 * walk opens (default 300 and 150).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, root } from './lib/server-process.ts';
import { machineLine } from './lib/machine.ts';
import { printMemoryTable, type Row } from './lib/memory-report.ts';

const self = fileURLToPath(import.meta.url);
const sizes = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

if (process.env.MEM_CHILD) {
  const { measure } = await import('./lib/memory-run.ts');
  const rows = await measure({ lots: Number(process.env.MEM_CHILD), dataDir: process.env.MEM_DATA_DIR!, distDir });
  process.stdout.write(`MEM_ROWS ${JSON.stringify(rows)}\n`);
  process.exit(0);
}

ensureBuilt(distDir);
console.log(`bench:memory — ${machineLine()}, Node ${process.version}`);
for (const lots of sizes.length > 0 ? sizes : [20_000, 200_000]) {
  const dataDir = path.resolve(process.env[`MEM_DATA_DIR_${lots}`] ?? `/tmp/bench-memory-${lots}`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SEED_LOTS: String(lots) };
  delete env.DATABASE_URL;
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`seeding ${dataDir} failed`);
  // A fresh process per size: what one size leaves behind must not count in the next.
  const run = spawnSync(process.execPath, ['--import', 'tsx', self], {
    cwd: root,
    env: { ...env, MEM_CHILD: String(lots), MEM_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = run.stdout.split('\n').find((text) => text.startsWith('MEM_ROWS '));
  if (run.status !== 0 || !line) throw new Error(`the measurement at ${lots} lots failed:\n${run.stdout}`);
  printMemoryTable(lots, dataDir, JSON.parse(line.slice('MEM_ROWS '.length)) as Row[]);
}
