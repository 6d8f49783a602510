/**
 * `npm run lots:export -- [--out FILE] [--server URL]`: every lot of the
 * running server (`GET /api/admin/lots.csv` or `.xlsx`, with ADMIN_TOKEN)
 * into FILE, its format told by the extension; without --out, CSV to stdout.
 * The file is the one lots:import takes back. It is written beside the
 * target and renamed at the end, so a cut download never replaces a good file.
 */
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { formatBytes } from '../src/lib/format/bytes.ts';
import { refusalMessage } from './lots-cli/answers.ts';
import { adminToken, CliError, readOptions, runCli, SERVER_OPTIONS, serverUrl, usageError } from './lots-cli/cli.ts';
import { download } from './lots-cli/http.ts';
import { progress } from './lots-cli/progress.ts';

const USAGE = `Выгрузка всех лотов сайта в CSV или XLSX:
  npm run lots:export -- [--out ФАЙЛ.csv | --out ФАЙЛ.xlsx] [--server АДРЕС]

  --out      куда сохранить; формат по расширению (.csv или .xlsx). Без --out — CSV в стандартный вывод
  --server   адрес работающего сервера (или LOTS_SERVER_URL; по умолчанию http://127.0.0.1:$PORT, порт 3000)
Нужен ADMIN_TOKEN — тот же ключ, что у сервера.`;

const FORMATS: Record<string, 'csv' | 'xlsx'> = { '.csv': 'csv', '.xlsx': 'xlsx' };

/** Where the bytes go: a part file beside the target (renamed by `keep`), or stdout. */
function target(out: string | undefined): { sink: Writable; keep(): void; drop(): void } {
  if (out === undefined) return { sink: process.stdout, keep: () => undefined, drop: () => undefined };
  const part = path.join(path.dirname(out), `.${path.basename(out)}.part`);
  const sink = createWriteStream(part);
  return {
    sink,
    keep: () => renameSync(part, out),
    drop: () => {
      sink.destroy();
      rmSync(part, { force: true });
    },
  };
}

/** Opens the part file before asking the server, so a folder that cannot be written is said first. */
async function opened(file: ReturnType<typeof target>, out: string | undefined): Promise<void> {
  if (out === undefined) return;
  await new Promise<void>((resolve, reject) => {
    file.sink.once('open', () => resolve());
    file.sink.once('error', (error) =>
      reject(new CliError(`Не удалось создать файл в папке ${path.resolve(path.dirname(out))}: ${error.message}`)),
    );
  });
}

async function main() {
  const { values, positionals } = readOptions(
    process.argv.slice(2),
    { ...SERVER_OPTIONS, out: { type: 'string' } },
    USAGE,
  );
  if (positionals.length > 0)
    throw usageError(`Лишние аргументы: ${positionals.join(' ')} (файл указывается через --out)`, USAGE);
  const out = values.out;
  const format = out === undefined ? 'csv' : FORMATS[path.extname(out).toLowerCase()];
  if (!format) throw usageError(`Неизвестный тип файла: ${out}. Укажите файл .csv или .xlsx.`, USAGE);
  const server = serverUrl(values.server, USAGE);
  const token = adminToken();

  const file = target(out);
  let saved = false;
  const bar = progress('Выгрузка лотов', null);
  try {
    await opened(file, out);
    const answer = await download(
      new URL(`api/admin/lots.${format}`, server),
      { authorization: `Bearer ${token}` },
      file.sink,
      (bytes) => bar.update(bytes),
    ).catch((error: unknown) => {
      // `lots:export | head`: the reader has all it wanted.
      if (out === undefined && (error as Error).cause && ((error as Error).cause as { code?: string }).code === 'EPIPE')
        return 'closed' as const;
      throw error;
    });
    if (answer === 'closed') return;
    if (answer) throw new CliError(refusalMessage(answer, server));
    bar.finish();
    file.keep();
    saved = true;
  } finally {
    bar.abort();
    if (!saved) file.drop();
  }
  if (out !== undefined) process.stdout.write(`Сохранено: ${out} (${formatBytes(statSync(out).size)})\n`);
}

await runCli(main);
