/**
 * `npm start`: builds the app when the build is missing or older than its
 * sources, then runs the server in this process (PORT and HOST honoured by
 * server/config.ts; the database is created, migrated and seeded on start).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const builtIndex = path.join(distDir, 'index.html');

/** Everything the build (scripts/build.ts) reads; a newer file here means the build is stale. */
const SOURCES = [
  'src',
  'public',
  'sw',
  'pdf',
  'scripts',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtRender = path.join(distDir, '.ssr', 'entry-server.js');

function buildReason(): string | null {
  for (const file of [builtIndex, builtRender]) {
    if (!existsSync(file)) return `${path.relative(root, file)} is missing`;
  }
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = SOURCES.find((source) => newestMtime(path.join(root, source)) > builtAt);
  return changed ? `${changed} changed after the last build` : null;
}

const reason = buildReason();
if (reason) {
  console.log(`[start] building the app (${reason})…`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--outDir', distDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('[start] the build failed; the server was not started');
    process.exit(result.status ?? 1);
  }
}

process.env.NODE_ENV ??= 'production';
await import('../server/server.ts');
