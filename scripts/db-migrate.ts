/**
 * `npm run db:migrate`: applies pending migrations from server/db/migrations
 * to the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

const config = loadConfig();
// PGlite creates its own folder but not the parents.
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
try {
  const started = performance.now();
  await database.migrate();
  console.log(`Миграции применены (${database.driver}, ${Math.round(performance.now() - started)} мс).`);
} finally {
  await database.close();
}
