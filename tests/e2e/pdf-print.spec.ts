/**
 * PDF and printing in the browser (issue 7), service workers blocked:
 * «Скачать PDF» on the lot page, in favourites and in comparison builds a
 * real PDF on the device (checked with qpdf and poppler), react-pdf stays
 * out of the first load, /print shows the sheets without header or footer,
 * and «Распечатать» hands the sheet to the print dialog (stubbed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/hydrated-page.ts';
import type { LotDetail, LotList } from '../../src/schemas/lots.ts';
import { downloadPdf } from './helpers/pdf-download.ts';
import { visit } from './helpers/page-check.ts';
import { acceptCookies, serverComparison, serverFavorites } from './helpers/saved-lots.ts';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Free flats with a plan, as the catalogue lists them; details from the API. */
async function flatsWithPlan(request: APIRequestContext, count: number): Promise<LotDetail[]> {
  const list = await json<LotList>(request, '/api/apartments/?property_type=flat&status=free&page_size=24');
  const cards = list.results.filter((lot) => lot.plan).slice(0, count);
  expect(cards).toHaveLength(count);
  return Promise.all(cards.map((card) => json<LotDetail>(request, `/api/apartments/${card.id}/`)));
}

const pdfButton = (page: Page) => page.getByRole('button', { name: 'Скачать PDF' });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('react-pdf is a pdf-* chunk outside the first load and the precache', async ({ page, request }) => {
  const chunks = readdirSync(path.join(DIST, 'assets')).filter((name) => /^pdf-.*\.js$/.test(name));
  expect(chunks.length).toBeGreaterThan(0);
  expect(readFileSync(path.join(DIST, 'index.html'), 'utf8')).not.toMatch(/pdf-[^"]*\.js/);
  const worker = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  for (const chunk of chunks) expect(worker).not.toContain(chunk);

  // Up to the load event nothing of the renderer is asked for (the warm-up waits for idle).
  const [lot] = await flatsWithPlan(request, 1);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.goto(lot!.url, { waitUntil: 'load' });
  await expect(pdfButton(page)).toBeVisible();
  expect(requested.filter((url) => url.startsWith('/assets/pdf-') || url.endsWith('.ttf'))).toEqual([]);
});

test('«Скачать PDF» on the lot page saves lot-{number}.pdf with the words, the price and the plan', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const [lot] = await flatsWithPlan(request, 1);
  const { problems } = await visit(page, lot!.url);
  const button = pdfButton(page);

  const pdf = await downloadPdf(page, button);
  expect(pdf.fileName).toBe(`lot-${lot!.number}.pdf`);
  expect(pdf.pages).toBe(1);
  expect(pdf.text).toContain('Цена действительна на');
  expect(pdf.text).toContain(`№ ${lot!.number}`);
  expect(pdf.text).toContain('₽');
  expect(pdf.text).toContain('м²');
  expect(pdf.text).toContain(lot!.project_name || lot!.project.name);
  // The SVG plan was rasterised and embedded (the QR code is vector).
  expect(pdf.images).toBeGreaterThan(0);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  expect(problems).toEqual([]);
});

test('favourites and comparison download as several sheets and as a table', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lots = await flatsWithPlan(request, 2);
  for (const lot of lots) {
    await page.goto(lot.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
    const buy = page.getByRole('region', { name: 'Цена и покупка' });
    await buy.getByRole('button', { name: 'В избранное', exact: true }).click();
    await buy.getByRole('button', { name: 'Сравнить', exact: true }).click();
    await expect.poll(() => serverFavorites(page)).toContain(lot.id);
    await expect.poll(() => serverComparison(page)).toContain(lot.id);
  }

  await page.goto('/favorites');
  await expect(page.getByRole('article')).toHaveCount(2);
  const favorites = await downloadPdf(page, pdfButton(page));
  expect(favorites.fileName).toMatch(/^favorites-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(favorites.pages).toBe(2);
  for (const lot of lots) expect(favorites.text).toContain(`№ ${lot.number}`);
  expect(favorites.text.match(/Цена действительна на/g)).toHaveLength(2);
  // «Распечатать» of the tab opens the same lots on /print.
  const ids = lots.map((lot) => lot.id);
  await expect(page.getByRole('link', { name: 'Распечатать' })).toHaveAttribute(
    'href',
    new RegExp(`ids=(${ids.join(',')}|${[...ids].reverse().join(',')})$`),
  );

  await page.goto('/compare');
  await expect(page.getByRole('table').locator('thead th')).toHaveCount(2);
  const compare = await downloadPdf(page, pdfButton(page));
  expect(compare.fileName).toMatch(/^compare-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(compare.pages).toBeGreaterThanOrEqual(1);
  for (const lot of lots) expect(compare.text).toContain(lot.number);
  expect(compare.text).toContain('Цена');
  expect(compare.text).toContain('₽');
});

test('/print shows the sheets on the print layout and says what is wrong with a bad address', async ({
  page,
  request,
}) => {
  const lots = await flatsWithPlan(request, 2);
  const { response, problems } = await visit(page, `/print?ids=${lots.map((lot) => lot.id).join(',')}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('body')).toHaveAttribute('data-print-ready', 'true', { timeout: 15_000 });
  await expect(page.locator('header, footer, [role="banner"], [role="contentinfo"]')).toHaveCount(0);
  const sheets = page.locator('article[data-lot-sheet]');
  await expect(sheets).toHaveCount(2);
  for (const [index, lot] of lots.entries()) {
    const sheet = sheets.nth(index);
    await expect(sheet.getByRole('heading', { level: 2 })).toContainText(`№ ${lot.number}`);
    expect(plain(await sheet.textContent())).toContain('Цена действительна на');
    await expect(sheet.getByRole('img', { name: /Планировка/ })).toHaveJSProperty('complete', true);
    await expect(sheet.getByRole('img', { name: 'QR-код со ссылкой на страницу лота' })).toBeVisible();
  }
  // White page: the print layout draws nothing behind the sheets.
  expect(await page.locator('main').evaluate((main) => getComputedStyle(main).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
  expect(problems).toEqual([]);

  await page.goto('/print?ids=12,abc');
  await expect(page.getByRole('alert')).toHaveText('В адресе страницы печати ошибка: номера лотов указаны неверно.');
  await page.goto('/print');
  await expect(page.getByRole('alert')).toContainText('Не выбраны лоты для печати');
  await page.goto('/print?id=2000000000');
  await expect(page.getByRole('alert')).toContainText('Лот с кодом 2000000000 не найден');
  await expect(page.locator('body')).toHaveAttribute('data-print-ready', 'true');
});

test('«Распечатать» on the lot page prints the lot sheet through react-to-print', async ({ page, request }) => {
  const [lot] = await flatsWithPlan(request, 1);
  // The print dialog would block the page: every frame (react-to-print's too) records what it would print.
  await page.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printed?: unknown[] };
      (top.__printed ??= []).push({ text: document.body.innerText, title: top.document.title, frame: window !== top });
    };
  });
  const { problems } = await visit(page, lot!.url);
  await page.getByRole('button', { name: 'Распечатать' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __printed?: unknown[] }).__printed ?? []))
    .toHaveLength(1);
  const [printed] = (await page.evaluate(() => (window as Window & { __printed?: unknown[] }).__printed)) as Array<{
    text: string;
    title: string;
    frame: boolean;
  }>;
  expect(printed!.frame).toBe(true);
  expect(printed!.title).toBe(`lot-${lot!.number}`);
  expect(plain(printed!.text)).toContain(`№ ${lot!.number}`);
  expect(plain(printed!.text)).toContain('Цена действительна на');
  await expect(page.getByRole('button', { name: 'Распечатать' })).not.toHaveAttribute('aria-busy', 'true');
  // Each press prints once more: the print job is mounted per press.
  await page.getByRole('button', { name: 'Распечатать' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __printed?: unknown[] }).__printed ?? []))
    .toHaveLength(2);
  await expect(page.getByRole('button', { name: 'Распечатать' })).not.toHaveAttribute('aria-busy', 'true');
  expect(problems).toEqual([]);
});
