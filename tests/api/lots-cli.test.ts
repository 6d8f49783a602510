/**
 * The lots commands (issue 32) as separate processes against the real app
 * listening on a port, over a seeded database: export to CSV, XLSX and
 * stdout; a changed price dry-run (table, nothing written) then imported;
 * an XLSX import; a full dry run; a broken file refused with its errors
 * table; and every refusal in Russian with its exit code — wrong token, a
 * server without ADMIN_TOKEN, no server, the connection cut mid-upload, a
 * file over the body limit, another program on the address, bad usage.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../../server/db/schema/index.ts';
import { LOTS_FILE_MAX_BYTES } from '../../server/services/lots-io/import-lots.ts';
import { closedPort, cuttingServer, lotsFingerprint, otherServer, runScript } from './helpers/lots-cli.ts';
import { COLUMN, TEST_ADMIN_TOKEN, toCsv } from './helpers/lots-file.ts';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;
let server: string;
let dir: string;
const auth = { ADMIN_TOKEN: TEST_ADMIN_TOKEN };

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, ADMIN_RATE_LIMIT: '1000' } });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  server = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'lots-cli-'));
});
afterAll(async () => {
  await harness?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const file = (name: string) => path.join(dir, name);
const exportCli = (args: string[], env: NodeJS.ProcessEnv = auth) =>
  runScript('lots-export.ts', ['--server', server, ...args], env);
const importCli = (args: string[], env: NodeJS.ProcessEnv = auth) =>
  runScript('lots-import.ts', ['--server', server, ...args], env);

async function apiCsv(): Promise<Buffer> {
  return (
    await harness.app.inject({
      method: 'GET',
      url: '/api/admin/lots.csv',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    })
  ).rawPayload;
}

const records = (csv: Buffer) =>
  csv
    .subarray(3)
    .toString('utf8')
    .slice(0, -2)
    .split('\r\n')
    .map((record) => record.split(';'));
const price = async (id: number) =>
  (await harness.database.db.select({ price: lots.price }).from(lots).where(eq(lots.id, id)))[0]!.price;
/** A free flat without a discount: a lower price is its only change. */
const freeFlat = (rows: string[][], skip = 0) =>
  rows.filter((row) => row[COLUMN.kind] === 'flat' && row[COLUMN.status] === 'free' && row[COLUMN.old_price] === '')[
    skip
  ]!;

describe('lots:export', () => {
  it("saves the server's CSV to --out (default address from PORT), with one progress line on a non-terminal stderr", async () => {
    const { port } = new URL(server);
    const run = await runScript('lots-export.ts', ['--out', file('lots.csv')], { ...auth, PORT: port });
    expect(run.code).toBe(0);
    expect(readFileSync(file('lots.csv')).equals(await apiCsv())).toBe(true);
    expect(run.stdout).toMatch(/^Сохранено: .*lots\.csv \(\d+(,\d)?\u00a0КБ\)\n$/);
    expect(run.stderr).toMatch(/^Выгрузка лотов: \d+(,\d)?\u00a0КБ · .*\/с · [\d,]+\u00a0с\n$/);
  });

  it('saves XLSX when --out ends in .xlsx (LOTS_SERVER_URL as the address), and CSV to stdout without --out', async () => {
    const xlsx = await runScript('lots-export.ts', ['--out', file('lots.xlsx')], { ...auth, LOTS_SERVER_URL: server });
    expect(xlsx.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file('lots.xlsx'));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(records(await apiCsv()).length);
    expect(sheet.getRow(1).getCell(COLUMN.price + 1).value).toBe('price');

    const stdout = await exportCli([]);
    expect(stdout.code).toBe(0);
    expect(stdout.stdout).toBe((await apiCsv()).toString('utf8'));
  });
});

describe('lots:import', () => {
  it('dry run of a changed price prints the counts and the change and writes nothing; the import then writes it', async () => {
    const rows = records(await apiCsv());
    const row = freeFlat(rows);
    const id = Number(row[COLUMN.id]);
    const newPrice = (await price(id)) - 1_000_000;
    row[COLUMN.price] = String(newPrice);
    writeFileSync(file('edited.csv'), toCsv(rows));
    const before = await lotsFingerprint(harness.database.db);

    const dry = await importCli([file('edited.csv'), '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/^Изменено +1$/m);
    expect(dry.stdout).toMatch(/^Добавлено +0$/m);
    expect(dry.stdout).toMatch(
      new RegExp(`^Строк в файле +${(rows.length - 1).toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}$`, 'm'),
    );
    expect(dry.stdout).toMatch(
      new RegExp(
        `^ +${rows.indexOf(row) + 1} +${id} +${row[COLUMN.project]} +${row[COLUMN.building]} +${row[COLUMN.number]} +изменён +Цена$`,
        'm',
      ),
    );
    expect(dry.stdout).toContain('Пробный прогон: ничего не записано');
    expect(dry.stderr).toMatch(/^Отправка edited\.csv \[█+\] 100\u00a0% · .* — сервер проверяет файл\n$/);
    expect(await lotsFingerprint(harness.database.db)).toBe(before);

    const real = await importCli([file('edited.csv')]);
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/^Изменено +1$/m);
    expect(real.stdout).toContain('Изменения записаны.');
    expect(real.stdout).not.toContain('Пробный прогон');
    expect(await price(id)).toBe(newPrice);
    const detail = await harness.app.inject({ method: 'GET', url: `/api/apartments/${id}/` });
    expect((detail.json() as { price: number }).price).toBe(newPrice);
  });

  it('imports an XLSX file as the export wrote it, with one price changed', async () => {
    await exportCli(['--out', file('round.xlsx')]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file('round.xlsx'));
    const sheet = workbook.worksheets[0]!;
    const row = sheet.getRow(2);
    const id = Number(row.getCell(COLUMN.id + 1).value);
    const newPrice = (await price(id)) + 500_000;
    row.getCell(COLUMN.price + 1).value = newPrice;
    await workbook.xlsx.writeFile(file('round.xlsx'));

    const run = await importCli([file('round.xlsx')]);
    expect(run.stdout).toMatch(/^Изменено +1$/m);
    expect(run.code).toBe(0);
    expect(await price(id)).toBe(newPrice);
  });

  it('a full dry run names the lots it would take off the site', async () => {
    const rows = records(await apiCsv());
    const left = freeFlat(rows, 3);
    writeFileSync(file('full.csv'), toCsv(rows.filter((row) => row !== left)));
    const before = await lotsFingerprint(harness.database.db);
    const run = await importCli([file('full.csv'), '--full', '--absent', 'hidden', '--dry-run']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Режим — полная загрузка: лоты, которых нет в файле, скрываются с сайта.');
    expect(run.stdout).toMatch(/^Снято с продажи или скрыто +1$/m);
    expect(run.stdout).toMatch(new RegExp(`^ +— +${left[COLUMN.id]} +.* скрыт с сайта$`, 'm'));
    expect(await lotsFingerprint(harness.database.db)).toBe(before);
  });

  it('a broken file exits 1 with the errors table, «и ещё N» past 50 rows, and writes nothing', async () => {
    const rows = records(await apiCsv());
    rows[1]![COLUMN.price] = '-5';
    for (const row of rows.slice(2, 62)) row[COLUMN.status] = 'forsale';
    writeFileSync(file('broken.csv'), toCsv(rows));
    const before = await lotsFingerprint(harness.database.db);

    const run = await importCli([file('broken.csv')]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Файл не загружен: 61 ошибка, ничего не изменено');
    expect(run.stdout).toMatch(/^Строка +Столбец +Ошибка$/m);
    expect(run.stdout).toMatch(/^ +2 +Цена \(price\) +Цена: целое число рублей больше нуля/m);
    expect(run.stdout).toMatch(/^ +3 +Статус \(status\) +Статус: одно из значений free, BOOKED, sold$/m);
    expect(run.stdout).toContain('… и ещё 11');
    expect(run.stdout.match(/Статус \(status\)/g)).toHaveLength(49);
    expect(await lotsFingerprint(harness.database.db)).toBe(before);

    const all = await importCli([file('broken.csv'), '--all', '--dry-run']);
    expect(all.code).toBe(1);
    expect(all.stdout.match(/Статус \(status\)/g)).toHaveLength(60);
    expect(all.stdout).not.toContain('и ещё');
  });
});

describe('refusals', () => {
  it("a wrong token: exit 1, the server's Russian refusal, nothing written", async () => {
    const before = await lotsFingerprint(harness.database.db);
    const run = await importCli([file('edited.csv')], { ADMIN_TOKEN: 'not-the-token-0123456789abcdef' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'Сервер отказал: Неверный ключ администратора. ADMIN_TOKEN здесь должен совпадать с ADMIN_TOKEN сервера.',
    );
    expect(await lotsFingerprint(harness.database.db)).toBe(before);
    const exported = await exportCli(['--out', file('denied.csv')], { ADMIN_TOKEN: 'not-the-token-0123456789abcdef' });
    expect(exported.code).toBe(1);
    expect(exported.stderr).toContain('Неверный ключ администратора');
    expect(() => readFileSync(file('denied.csv'))).toThrow();
  });

  it('a server without ADMIN_TOKEN: says the admin endpoints are off there', async () => {
    const bare = await buildTestApp(harness.database);
    try {
      await bare.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(bare.app.server.address() as AddressInfo).port}`;
      const run = await runScript('lots-export.ts', ['--server', url], auth);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `На сервере ${url}/ служебные адреса выключены: в его окружении не задан ADMIN_TOKEN.`,
      );
    } finally {
      await bare.close();
    }
  });

  it('no server on the address, or the connection cut mid-upload: exit 1 and what happened to the file', async () => {
    const port = await closedPort();
    const down = await runScript('lots-import.ts', [file('edited.csv'), '--server', `http://127.0.0.1:${port}`], auth);
    expect(down.code).toBe(1);
    expect(down.stderr).toContain(
      `Сервер не отвечает по адресу http://127.0.0.1:${port} (ECONNREFUSED): запустите его (npm start) или укажите --server`,
    );

    writeFileSync(file('large.csv'), '');
    truncateSync(file('large.csv'), 32 * 1024 * 1024);
    const cutting = await cuttingServer(256 * 1024);
    try {
      const cut = await runScript('lots-import.ts', [file('large.csv'), '--server', cutting.url], auth);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(
        /Связь с сервером прервалась при отправке файла \((ECONNRESET|EPIPE); отправлено .* из 32\u00a0МБ\): сервер не получил файл целиком, ничего не изменено/,
      );
    } finally {
      await cutting.close();
    }
  });

  it("a file over the server's body limit: the 413 answer, not a broken pipe", async () => {
    writeFileSync(file('huge.csv'), '');
    truncateSync(file('huge.csv'), LOTS_FILE_MAX_BYTES + 1);
    const run = await importCli([file('huge.csv'), '--dry-run']);
    rmSync(file('huge.csv'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'Сервер не принял файл: Слишком большой запрос. Файл больше, чем сервер принимает за раз',
    );
  });

  it('another program on the address: a clear message, no stack trace', async () => {
    const other = await otherServer();
    try {
      const run = await runScript('lots-import.ts', [file('edited.csv'), '--server', other.url], auth);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `Ответ сервера ${other.url}/ не похож на отчёт загрузки лотов (HTTP 200, text/html: <!doctype html><title>Роутер</title>). ` +
          'Возможно, сервер другой версии: обновите его или эту программу.\n',
      );
      expect(run.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await other.close();
    }
  });

  it('usage mistakes exit 2 with the reason', async () => {
    const cases: Array<[string[], NodeJS.ProcessEnv, string]> = [
      [[], auth, 'Не указан файл с лотами.'],
      [[file('missing.csv')], auth, `Файл не найден: ${file('missing.csv')}`],
      [[file('lots.ods')], auth, 'Неизвестный тип файла'],
      [[file('edited.csv'), '--absent', 'hidden'], auth, '--absent действует только вместе с --full.'],
      [[file('edited.csv'), '--full', '--absent', 'gone'], auth, '--absent: sold или hidden, а не «gone»'],
      [[file('edited.csv'), '--force'], auth, 'Неизвестный параметр --force'],
      [[file('edited.csv')], {}, 'Не задан ADMIN_TOKEN'],
    ];
    for (const [args, env, message] of cases) {
      const run = await importCli(args, env);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.stderr).toContain(message);
    }
  });
});
