/**
 * `npm run db:seed`: migrates, then fills the database with the demo content
 * (SEED_LOTS lots).
 *
 * Idempotent by design: on a database that already has content it only says
 * so and exits, because reseeding would wipe visitors' favourites and form
 * submissions. `npm run db:seed -- --reset` deliberately empties every table
 * first (the schema and migration history stay) and seeds again.
 */
import { sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { isDatabaseEmpty, prepareDatabase } from '../server/db/prepare.ts';

const reset = process.argv.includes('--reset');
const config = loadConfig();
// PGlite creates its own folder but not the parents.
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
try {
  await database.migrate();
  if (reset && !(await isDatabaseEmpty(database.db))) {
    // Every table of the public schema at once; CASCADE follows the foreign keys.
    await database.db.execute(sql`
      do $$ declare names text;
      begin
        select string_agg(format('%I.%I', schemaname, tablename), ', ') into names from pg_tables where schemaname = 'public';
        if names is not null then execute 'truncate table ' || names || ' restart identity cascade'; end if;
      end $$`);
    console.log('Все таблицы очищены.');
  }
  const { seeded } = await prepareDatabase(database, { seedLots: config.SEED_LOTS, log: (line) => console.log(line) });
  if (!seeded)
    console.log(
      'База уже заполнена, повторное заполнение не требуется. Чтобы очистить её и заполнить заново: npm run db:seed -- --reset',
    );
} finally {
  await database.close();
}
