/**
 * `npm run lint:openapi`: builds the app without a port (as the API tests do),
 * writes its OpenAPI description to a temporary folder and runs Redocly's
 * `recommended` rules on it (redocly.yaml). Two documents: the one the server
 * serves, and the same with the admin endpoints, which it hides.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SSR: 'off',
  // Only so that the admin routes exist; no request is made.
  ADMIN_TOKEN: 'openapi-lint-admin-token-not-a-secret',
});
const folder = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
// In memory: the routes need a migrated database to start, not its data.
const database = await openDatabase({});
let status: number;
try {
  await database.migrate();
  const files: string[] = [];
  for (const [name, withAdmin] of [
    ['openapi.json', false],
    ['openapi-with-admin.json', true],
  ] as const) {
    const app = await buildApp({ config, database, logger: false, openapi: { withAdmin } });
    await app.ready();
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(app.swagger(), null, 2));
    files.push(file);
    await app.close();
  }
  const redocly = path.resolve('node_modules/.bin/redocly');
  const rules = path.resolve('redocly.yaml');
  // A status of null means a signal ended it: a failure too.
  status = spawnSync(redocly, ['lint', '--config', rules, ...files], { stdio: 'inherit' }).status ?? 1;
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
