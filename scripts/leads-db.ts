/**
 * Opens the configured database for the lead scripts (leads:list, leads:export,
 * leads:retry). PostgreSQL (`DATABASE_URL`) can be used while the site runs.
 * Embedded PGlite cannot: one data folder must never be opened by two
 * processes, so when a server answers on `PORT` the script refuses.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';

export function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  return inline?.slice(name.length + 1);
}

async function serverAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export async function openLeadsDatabase(): Promise<Database> {
  const config = loadConfig();
  if (!config.DATABASE_URL && (await serverAnswers(config.PORT))) {
    console.error(
      `Сервер работает на порту ${config.PORT} и держит встроенную базу PGlite (${config.DATA_DIR}/pglite).\n` +
        'Одну папку PGlite нельзя открывать из двух процессов: остановите сервер и повторите команду\n' +
        '(или работайте с PostgreSQL через DATABASE_URL).',
    );
    process.exit(2);
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  await database.migrate();
  return database;
}
