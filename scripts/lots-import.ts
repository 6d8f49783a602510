/**
 * `npm run lots:import -- FILE [--dry-run] [--full [--absent sold|hidden]] [--server URL] [--all]`:
 * sends a lots CSV or XLSX to the running server's `POST /api/admin/lots/import`
 * (with ADMIN_TOKEN) and prints its report as tables. The server does the
 * work in its own process: the embedded database cannot be opened beside it.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { ABSENT_ACTIONS, XLSX_MIME, type AbsentAction } from '../src/schemas/lots-import.ts';
import { importReport, refusalMessage } from './lots-cli/answers.ts';
import {
  adminToken,
  CliError,
  EXIT,
  readOptions,
  runCli,
  SERVER_OPTIONS,
  serverUrl,
  usageError,
} from './lots-cli/cli.ts';
import { upload } from './lots-cli/http.ts';
import { progress, waiting } from './lots-cli/progress.ts';
import { reportLines } from './lots-cli/report-table.ts';

const USAGE = `Загрузка лотов на сайт из CSV или XLSX:
  npm run lots:import -- ФАЙЛ [--dry-run] [--full [--absent sold|hidden]] [--server АДРЕС] [--all]

  --dry-run   только проверить файл и показать, что изменится; ничего не записывать
  --full      в файле все лоты: тех, которых в нём нет, снять с продажи (или скрыть, --absent hidden)
  --absent    что делать при --full с лотами, которых нет в файле: sold (по умолчанию) или hidden
  --server    адрес работающего сервера (или LOTS_SERVER_URL; по умолчанию http://127.0.0.1:$PORT, порт 3000)
  --all       показать все изменения и ошибки, а не первые 50
Нужен ADMIN_TOKEN — тот же ключ, что у сервера.`;

const CONTENT_TYPES: Record<string, string> = { '.csv': 'text/csv; charset=utf-8', '.xlsx': XLSX_MIME };

function fileToSend(given: string | undefined): { path: string; size: number; type: string } {
  if (!given) throw usageError('Не указан файл с лотами.', USAGE);
  const type = CONTENT_TYPES[path.extname(given).toLowerCase()];
  if (!type)
    throw usageError(
      `Неизвестный тип файла: ${given}. Нужен файл .csv или .xlsx (как его выгружает npm run lots:export).`,
      USAGE,
    );
  let stat;
  try {
    stat = statSync(given);
  } catch {
    throw new CliError(`Файл не найден: ${path.resolve(given)}`, EXIT.usage);
  }
  if (!stat.isFile()) throw new CliError(`Это не файл: ${path.resolve(given)}`, EXIT.usage);
  return { path: given, size: stat.size, type };
}

async function main() {
  const { values, positionals } = readOptions(
    process.argv.slice(2),
    {
      ...SERVER_OPTIONS,
      'dry-run': { type: 'boolean' },
      full: { type: 'boolean' },
      absent: { type: 'string' },
      all: { type: 'boolean' },
    },
    USAGE,
  );
  if (positionals.length > 1)
    throw usageError(`Укажите один файл, а не ${positionals.length}: ${positionals.join(' ')}`, USAGE);
  const absent = values.absent as AbsentAction | undefined;
  if (absent !== undefined && !ABSENT_ACTIONS.includes(absent))
    throw usageError(`--absent: sold или hidden, а не «${absent}»`, USAGE);
  if (absent !== undefined && !values.full) throw usageError('--absent действует только вместе с --full.', USAGE);
  const file = fileToSend(positionals[0]);
  const server = serverUrl(values.server, USAGE);
  const token = adminToken();

  const url = new URL('api/admin/lots/import', server);
  if (values['dry-run']) url.searchParams.set('dry_run', '1');
  url.searchParams.set('mode', values.full ? 'full' : 'partial');
  if (values.full) url.searchParams.set('absent', absent ?? 'sold');

  const bar = progress(`Отправка ${path.basename(file.path)}`, file.size);
  let stopWaiting = () => undefined as void;
  let answer;
  try {
    answer = await upload(
      url,
      { authorization: `Bearer ${token}`, 'content-type': file.type, accept: 'application/json' },
      file,
      {
        sent: (bytes) => bar.update(bytes),
        sentAll: () => {
          bar.finish(values['dry-run'] ? 'сервер проверяет файл' : 'сервер проверяет и записывает');
          stopWaiting = waiting('Ждём ответа сервера…');
        },
      },
    );
  } finally {
    stopWaiting();
    bar.abort();
  }

  if (answer.status !== 200 && answer.status !== 422) throw new CliError(refusalMessage(answer, server));
  const report = importReport(answer, server);
  const lines = reportLines(report, values.all ? Infinity : undefined);
  process.stdout.write(`${lines.join('\n')}\n`);
  if (answer.status === 422 || report.errors_total > 0) process.exitCode = EXIT.failed;
}

await runCli(main);
