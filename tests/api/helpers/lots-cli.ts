/**
 * Running the lots commands (scripts/lots-import.ts, lots-export.ts) as the
 * sales department does — separate processes talking HTTP to a listening
 * server — and the servers that go wrong on purpose for them.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `node --import tsx scripts/<script> …args` from the repository root,
 * asynchronously: the server under test answers from this very process.
 * The environment is the caller's only (no ADMIN_TOKEN, PORT or
 * LOTS_SERVER_URL inherited from the shell running the tests).
 */
export function runScript(
  script: 'lots-import.ts' | 'lots-export.ts',
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  const { ADMIN_TOKEN: _token, LOTS_SERVER_URL: _url, PORT: _port, ...base } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', script), ...args], {
      cwd: ROOT,
      env: { ...base, ...env },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** A port nothing listens on: taken, then given back. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function listening(server: net.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Accepts a connection, takes `after` bytes of it and drops it: the network failing mid-upload. */
export function cuttingServer(after: number) {
  const server = net.createServer((socket) => {
    let taken = 0;
    socket.on('data', (chunk) => {
      taken += chunk.length;
      if (taken >= after) socket.resetAndDestroy();
    });
  });
  return listening(server);
}

/** Some other web server on the address: answers every request with a page. */
export function otherServer() {
  return listening(
    http.createServer((_request, response) => {
      _request.resume();
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Роутер</title>');
    }),
  );
}

/** A fingerprint of what an import may write: lots, their price history and the catalogue version. */
export async function lotsFingerprint(db: Db): Promise<string> {
  const result = await db.execute<{ s: string }>(sql`select concat_ws('|',
    (select md5(string_agg(concat_ws(',', id, number, price, old_price, status, hidden), ';' order by id)) from lots),
    (select count(*) from lot_price_history), (select version from catalog_version)) as s`);
  return (result as unknown as { rows: Array<{ s: string }> }).rows[0]!.s;
}
