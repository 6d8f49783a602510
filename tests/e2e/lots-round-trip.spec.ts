/**
 * The sales department's round trip (issue 32), as README «Загрузка лотов» tells it: export every
 * lot as CSV, change one price in the file, check it with a dry run, import it; the lot page, both
 * listing feeds and the price history then say the new price, the history the old one too. A broken
 * file is refused with its row errors and changes nothing. Runs on the embedded database in
 * `npm test` and on PostgreSQL in `.ci/run` (E2E_DATABASE_URL).
 */
import { type APIRequestContext } from '@playwright/test';
import { test, expect } from './helpers/hydrated-page.ts';
import { visit } from './helpers/page-check.ts';
import { E2E_ADMIN_TOKEN } from './helpers/env.ts';
import type { LotDetail, LotList } from '../../src/schemas/lots.ts';
import { lotsImportReportSchema, type LotsImportReport } from '../../src/schemas/lots-import.ts';

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const CSV = 'text/csv; charset=utf-8';

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function importFile(
  request: APIRequestContext,
  query: string,
  body: string,
): Promise<{ status: number; report: LotsImportReport }> {
  const response = await request.post(`/api/admin/lots/import?${query}`, {
    headers: { ...admin, 'Content-Type': CSV },
    data: Buffer.from(body),
  });
  return { status: response.status(), report: lotsImportReportSchema.parse(await response.json()) };
}

/** The file with one cell of one lot's line replaced, the rest byte for byte as exported. */
function withCell(file: string, lotId: number, column: string, value: string): string {
  const lines = file.split('\r\n');
  const header = lines[0]!.replace(/^\uFEFF/, '').split(';');
  const at = header.indexOf(column);
  expect(at, `column ${column} in ${header.join(';')}`).toBeGreaterThanOrEqual(0);
  const row = lines.findIndex((line) => line.startsWith(`${lotId};`));
  expect(row, `lot ${lotId} in the export`).toBeGreaterThan(0);
  const cells = lines[row]!.split(';');
  cells[at] = value;
  lines[row] = cells.join(';');
  return lines.join('\r\n');
}

/**
 * An expensive free flat without a discount: lowering its price moves no other spec's cheapest or
 * discounted pick. Each test takes its own page of them, so the two can run side by side.
 */
async function pickFlat(request: APIRequestContext, page: number): Promise<LotDetail> {
  const list = await json<LotList>(
    request,
    `/api/apartments/?property_type=flat&status=free&ordering=-price&page=${page}&page_size=20`,
  );
  const card = list.results.find((lot) => lot.old_price === null);
  expect(card, 'a free flat without a discount').toBeDefined();
  return json<LotDetail>(request, `/api/apartments/${card!.id}/`);
}

test('export → change a price → dry run → import: the page, both feeds and the history say it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lot = await pickFlat(request, 2);
  const newPrice = Math.round((lot.price * 0.96) / 1000) * 1000;

  const exported = await request.get('/api/admin/lots.csv', { headers: admin });
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
  expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="lots-\d{4}-\d{2}-\d{2}\.csv"$/);
  const file = (await exported.body()).toString('utf8');
  expect(file.startsWith('\uFEFFid;project;building;section;floor;number;kind;')).toBe(true);
  const edited = withCell(file, lot.id, 'price', String(newPrice));

  // The dry run says what would change and writes nothing: every other line is as exported.
  const dry = await importFile(request, 'dry_run=1', edited);
  expect(dry.status).toBe(200);
  expect(dry.report).toMatchObject({ dry_run: true, added: 0, changed: 1, removed: 0, errors: [] });
  expect(dry.report.changes).toEqual([expect.objectContaining({ id: lot.id, action: 'changed', fields: ['price'] })]);
  expect((await json<LotDetail>(request, `/api/apartments/${lot.id}/`)).price).toBe(lot.price);

  const done = await importFile(request, 'mode=partial', edited);
  expect(done.status).toBe(200);
  expect(done.report).toMatchObject({ dry_run: false, changed: 1, errors: [] });

  // The catalogue serves the new price within its refresh (decision 006: about a second).
  await expect
    .poll(async () => (await json<LotDetail>(request, `/api/apartments/${lot.id}/`)).price, { timeout: 5_000 })
    .toBe(newPrice);
  const detail = await json<LotDetail>(request, `/api/apartments/${lot.id}/`);
  expect(detail.price_history.slice(-2).map((point) => point.price)).toEqual([lot.price, newPrice]);

  await visit(page, lot.url);
  const buy = page.getByRole('region', { name: 'Цена и покупка' });
  const millions = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    newPrice / 1e6,
  );
  await expect(buy).toContainText(new RegExp(`${millions}\\sмлн\\s₽`));
  await expect(buy.getByText(/^Цена снижена на/)).toHaveText(/^Цена снижена на 4\s%\s\d{1,2}\s\S+$/);
  await expect(page.getByRole('region', { name: 'История цены' })).toBeVisible();

  const yandex = (await (await request.get('/feeds/yandex-realty.xml')).text())
    .split('</offer>')
    .find((offer) => offer.includes(`internal-id="${lot.id}"`));
  expect(yandex, 'the lot in the Yandex feed').toBeDefined();
  expect(yandex).toContain(`<price><value>${newPrice}</value><currency>RUB</currency></price>`);
  const cian = (await (await request.get('/feeds/cian.xml')).text())
    .split('</object>')
    .find((object) => object.includes(`<ExternalId>${lot.id}</ExternalId>`));
  expect(cian, 'the lot in the ЦИАН feed').toBeDefined();
  expect(cian).toContain(`<Price>${newPrice}</Price>`);
});

test('a broken file is refused with its row errors and changes nothing', async ({ request }) => {
  const lot = await pickFlat(request, 3);
  const file = (await (await request.get('/api/admin/lots.csv', { headers: admin })).body()).toString('utf8');
  const header = file.split('\r\n')[0]!;
  const line = file.split('\r\n').find((row) => row.startsWith(`${lot.id};`))!;
  let broken = withCell(`${header}\r\n${line}\r\n`, lot.id, 'price', '-5');
  broken = withCell(broken, lot.id, 'status', 'продан');
  broken += `${line.replace(`${lot.id};${lot.project.slug};`, `${lot.id};no-such-project;`)}\r\n`;

  const { status, report } = await importFile(request, 'mode=partial', broken);
  expect(status).toBe(422);
  expect(report.errors.map((error) => `${error.row}:${error.column}`)).toEqual(
    expect.arrayContaining(['2:price', '2:status', '3:project']),
  );
  for (const error of report.errors) expect(error.message).toMatch(/[А-Яа-яЁё]/);
  expect((await json<LotDetail>(request, `/api/apartments/${lot.id}/`)).price).toBe(lot.price);
});
