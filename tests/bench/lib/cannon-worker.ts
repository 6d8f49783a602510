/**
 * Child process of `runScenario` (autocannon.ts; the scenario in a JSON file
 * named by the argument): one autocannon run with a
 * per-request callback, JSON result on stdout. Paths go round-robin over all
 * connections; `{{uuid}}` in the body becomes a fresh UUID each time, so
 * every lead is new (a repeated idempotency key would be answered 200
 * `duplicate` without touching the insert path).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Scenario } from './autocannon.ts';

interface RequestData {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: unknown) => void) => unknown;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;
const scenario = JSON.parse(process.argv[2] ? readFileSync(process.argv[2], 'utf8') : '{}') as Scenario;
if (!scenario.base || !scenario.paths?.length) throw new Error('usage: cannon-worker.ts <scenario JSON file>');

let next = 0;
const setupRequest = (request: RequestData): RequestData => {
  const path = scenario.paths[next++ % scenario.paths.length];
  const body = scenario.body?.replaceAll('{{uuid}}', () => randomUUID());
  return { ...request, method: scenario.method, path, ...(body === undefined ? {} : { body }) };
};

autocannon(
  {
    url: scenario.base,
    connections: scenario.connections,
    duration: scenario.seconds,
    headers: scenario.headers ?? {},
    requests: [{ setupRequest }],
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(JSON.stringify(result));
  },
);
