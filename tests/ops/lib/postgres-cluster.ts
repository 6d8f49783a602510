/**
 * The PostgreSQL cluster an operations test may stop and start. Either the one
 * `.ci/run` runs, named by the environment:
 *
 *   OPS_PG_BIN   folder of pg_ctl (e.g. /usr/lib/postgresql/15/bin)
 *   OPS_PG_DATA  its data folder; the server log goes next to it (`../server.log`)
 *   OPS_PG_PORT  its port on 127.0.0.1
 *   OPS_PG_AS    optional command prefix that runs pg_ctl as the cluster's owner
 *                (default: `runuser -u postgres --` when root, nothing otherwise)
 *
 * or, with none of them set, a temporary cluster made with initdb like
 * `.ci/run` makes one and removed at the end. Each test works in its own
 * database (dropped and created), so it never touches another suite's data.
 * Commands run asynchronously: the tests keep sending requests meanwhile.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findPgBin } from '../../bench/lib/postgres.ts';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const isRoot = () => process.getuid?.() === 0;

export interface PostgresCluster {
  port: number;
  /** What it is, for the report. */
  origin: string;
  /** `pg_ctl stop -m fast`: every connection is cut (FATAL 57P01), as in a restart or a failover. */
  stop(): Promise<void>;
  /** `pg_ctl start -w` with the options the cluster was started with. */
  start(): Promise<void>;
  running(): boolean;
  /** A fresh, empty database; returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Drops the test's database, leaves a given cluster running, removes a temporary one. */
  close(database: string): Promise<void>;
}

function prefix(): string[] {
  const given = process.env.OPS_PG_AS?.trim();
  if (given) return given.split(/\s+/);
  return isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
}

async function asOwner(command: string, args: string[]): Promise<void> {
  const [file, ...rest] = [...prefix(), command, ...args];
  try {
    await run(file!, rest, { timeout: 60_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, { cause: error });
  }
}

/**
 * The server's options as pg_ctl recorded them at the last start (`postmaster.opts`),
 * without the data folder: `pg_ctl start` does not reuse them by itself.
 */
function recordedOptions(data: string): string {
  const line = readFileSync(path.join(data, 'postmaster.opts'), 'utf8');
  const args = [...line.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!);
  const kept: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '-D') index += 1;
    else kept.push(args[index]!);
  }
  // pg_ctl hands -o to a shell: every argument single-quoted.
  return kept.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
}

function cluster(pgBin: string, data: string, port: number, origin: string, temporary: boolean): PostgresCluster {
  const pgCtl = path.join(pgBin, 'pg_ctl');
  const log = path.join(path.dirname(data), 'server.log');
  let options = recordedOptions(data);
  const admin = () =>
    new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
      connectionTimeoutMillis: 5000,
    });
  const sql = async (text: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const self: PostgresCluster = {
    port,
    origin,
    running: () => existsSync(path.join(data, 'postmaster.pid')),
    async stop() {
      options = recordedOptions(data);
      await asOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    async start() {
      await asOwner(pgCtl, ['-D', data, '-l', log, '-w', '-o', options, 'start']);
    },
    async createDatabase(name) {
      await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await sql(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async close(database) {
      // Whatever happened, the cluster of .ci/run must be up again for what follows.
      if (!self.running()) await self.start();
      if (temporary) {
        await asOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']).catch((error: unknown) =>
          console.warn(String(error)),
        );
        rmSync(path.dirname(data), { recursive: true, force: true });
        return;
      }
      await sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
  return self;
}

/** The cluster named by OPS_PG_*, or a new temporary one. */
export async function openCluster(): Promise<PostgresCluster> {
  const { OPS_PG_BIN, OPS_PG_DATA, OPS_PG_PORT } = process.env;
  if (OPS_PG_DATA) {
    if (!OPS_PG_BIN || !OPS_PG_PORT) throw new Error('OPS_PG_DATA needs OPS_PG_BIN and OPS_PG_PORT too');
    return cluster(
      OPS_PG_BIN,
      OPS_PG_DATA,
      Number(OPS_PG_PORT),
      `the cluster in ${OPS_PG_DATA} (port ${OPS_PG_PORT})`,
      false,
    );
  }
  const pgBin = OPS_PG_BIN ?? findPgBin();
  if (!pgBin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql-15 (or set OPS_PG_BIN)');
  const dir = mkdtempSync(path.join(tmpdir(), 'severin-ops-pg-'));
  if (isRoot()) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    await asOwner(path.join(pgBin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    // As .ci/run starts it: local TCP only, its socket in its own folder, fsync off (a test, not a store).
    await asOwner(path.join(pgBin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return cluster(pgBin, data, port, `a temporary cluster in ${dir} (port ${port})`, true);
}
