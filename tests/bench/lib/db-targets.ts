/**
 * The databases `bench:load` runs the server on: what to put in its
 * environment and what to remove afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePortIn } from './machine.ts';
import { findPgBin, startTempPostgres } from './postgres.ts';

export interface Target {
  env: Record<string, string>;
  describe: string;
  cleanup(): void;
}

/** PGlite in a temporary folder, or in BENCH_DATA_DIR (kept, seeded once) to iterate faster. */
export function pgliteTarget(): Target {
  const own = !process.env.BENCH_DATA_DIR;
  const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  return {
    env: { DATA_DIR: dataDir },
    describe: `PGlite в ${dataDir}`,
    cleanup: () => (own ? rmSync(dataDir, { recursive: true, force: true }) : undefined),
  };
}

/** BENCH_PG_URL or DATABASE_URL; else a temporary cluster on a port of `ports`; null when PostgreSQL is not installed. */
export async function postgresTarget(ports: readonly [number, number]): Promise<Target | null> {
  // The server's own files (uploads) go to a temporary folder, not ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-files-'));
  const removeFiles = () => rmSync(dataDir, { recursive: true, force: true });
  const given = process.env.BENCH_PG_URL ?? process.env.DATABASE_URL;
  if (given) {
    return {
      env: { DATABASE_URL: given, DATA_DIR: dataDir },
      describe: `PostgreSQL ${given.replace(/\/\/[^@]*@/, '//…@')}`,
      cleanup: removeFiles,
    };
  }
  const pgBin = findPgBin();
  if (!pgBin) {
    removeFiles();
    console.log(
      'PostgreSQL не найден (/usr/lib/postgresql/*/bin): apt-get install -y postgresql — или задайте BENCH_PG_URL. Пропускаю.',
    );
    return null;
  }
  const cluster = startTempPostgres(pgBin, await freePortIn(...ports));
  return {
    env: { DATABASE_URL: cluster.url, DATA_DIR: dataDir },
    describe: `временный PostgreSQL (${pgBin}), ${cluster.url}`,
    cleanup: () => {
      cluster.stop();
      removeFiles();
    },
  };
}
