/**
 * Starts the built server for the end-to-end run with a fresh embedded
 * database in a temporary folder, removed again when the server exits
 * (Playwright stops it with SIGTERM; server.ts then exits on its own).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const distIndex = path.resolve(process.env.DIST_DIR ?? 'dist', 'index.html');
if (!existsSync(distIndex)) {
  console.error(`[e2e] ${distIndex} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'severin-e2e-'));
process.env.DATA_DIR = dataDir;
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
console.log(process.env.DATABASE_URL ? '[e2e] PostgreSQL from E2E_DATABASE_URL' : `[e2e] fresh database in ${dataDir}`);

await import('../../server/server.ts');
