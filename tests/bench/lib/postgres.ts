/**
 * A throwaway PostgreSQL cluster for benches, as `.ci/run` makes one:
 * initdb + pg_ctl in a temporary folder on a local port, fsync off, removed
 * afterwards. PostgreSQL refuses to run as root: as root it runs as `postgres`.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempPostgres {
  url: string;
  stop(): void;
}

export function findPgBin(): string | null {
  const candidates = ['/usr/lib/postgresql/15/bin'];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  return candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'))) ?? null;
}

const isRoot = () => process.getuid?.() === 0;

function run(command: string, args: string[]): void {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export function startTempPostgres(pgBin: string, port: number): TempPostgres {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-pg-'));
  if (isRoot()) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const stop = () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) {
      try {
        run(path.join(pgBin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.warn(String(error));
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(path.join(pgBin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    // fsync off as in .ci/run: the bench measures the app, not this machine's disk flushes.
    run(path.join(pgBin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      'start',
    ]);
    run(path.join(pgBin, 'psql'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-q',
      '-c',
      'CREATE DATABASE severin_bench',
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/severin_bench`, stop };
}
