/**
 * Start-up database preparation: apply pending migrations, then seed the demo
 * content only into an empty database, so restarts keep the data.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { projects } from './schema/index.ts';
import { seedDatabase, type SeedReport } from './seed/index.ts';

export interface PrepareOptions {
  seedLots: number;
  /** Moment promotions are dated from (tests pin it); defaults to now. */
  now?: Date;
  /** Progress lines for the operator; silent when absent. */
  log?: (message: string) => void;
}

/** "Empty" means no projects: the seed writes everything in one transaction, projects first. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: projects.id }).from(projects).limit(1);
  return rows.length === 0;
}

export async function prepareDatabase(
  database: Database,
  opts: PrepareOptions,
): Promise<{ seeded: boolean; report?: SeedReport }> {
  const log = opts.log ?? (() => {});
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) return { seeded: false };
  log(`Заполняем пустую базу демо-данными (${opts.seedLots} лотов)…`);
  const report = await seedDatabase(database.db, { lots: opts.seedLots, now: opts.now });
  // PGlite runs no autovacuum: without fresh statistics the planner guesses 1 row per table.
  await database.db.execute(sql`analyze`);
  const seconds = (report.milliseconds / 1000).toFixed(1).replace('.', ',');
  log(
    `Готово за ${seconds} с: лотов — ${report.lots.toLocaleString('ru-RU')}, проектов — ${report.projects}, файлов — ${report.mediaFiles}.`,
  );
  return { seeded: true, report };
}
