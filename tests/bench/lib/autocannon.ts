/**
 * autocannon always runs in its own process: sharing the server's (or the
 * orchestrator's) event loop would measure the client too.
 *
 * `cannonUrl` is the plain CLI on one URL; `runScenario` starts
 * `cannon-worker.ts`, which needs callbacks (round-robin paths, a fresh
 * idempotency key per request).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** The part of autocannon's JSON result the benches print. */
export interface CannonReport {
  requests: { average: number; mean: number; total: number };
  latency: { p50: number; p97_5: number; p99: number; max: number; mean: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
}

export interface Scenario {
  /** e.g. http://127.0.0.1:4505 */
  base: string;
  method: 'GET' | 'POST';
  /** Requested in turn, one after another across all connections. */
  paths: string[];
  headers?: Record<string, string>;
  /** JSON body; every `{{uuid}}` becomes a fresh random UUID per request. */
  body?: string;
  connections: number;
  seconds: number;
}

function collect(args: string[]): Promise<CannonReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as CannonReport) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

export function cannonUrl(url: string, connections: number, seconds: number): Promise<CannonReport> {
  const bin = path.join(root, 'node_modules', 'autocannon', 'autocannon.js');
  return collect([bin, '-c', String(connections), '-d', String(seconds), '-j', url]);
}

/** The scenario goes in a file: 20 000 lot addresses exceed what one command-line argument may hold (128 kB). */
export async function runScenario(scenario: Scenario): Promise<CannonReport> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-cannon-'));
  const file = path.join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  try {
    return await collect(['--import', 'tsx', path.join(here, 'cannon-worker.ts'), file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
