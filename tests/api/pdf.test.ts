/**
 * PDF lot sheets (issue 7): `GET /pdf/lots/{id}.pdf` and `/pdf/lots.pdf?ids=`
 * rendered for seeded lots of every kind, read back with poppler's
 * `pdftotext`/`pdfinfo` and checked by `qpdf --check`
 * (scripts/ensure-pdf-tools.sh installs them for `npm run test:api`).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTEXT } from '../../pdf/sheet-context-fixture.ts';
import { lotDetail } from '../../src/schemas/lot-fixture.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { renderLotSheets } from '../../server/services/pdf/render-lot-sheets.ts';
import type { LotRecord, Snapshot } from '../../server/services/lots/snapshot.ts';
import { readSettings } from '../../server/services/site-settings.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { PDF_LOTS_LIMIT } from '../../src/schemas/pdf.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
const KIND_WORDS: Record<string, string> = {
  flat: 'Квартира',
  apartments: 'Апартаменты',
  townhouse: 'Таунхаус',
  parking: 'Машино-место',
  storage: 'Кладовая',
  commercial: 'Торговое помещение',
  office: 'Офис',
  premise: 'Помещение свободного назначения',
};

let testApp: TestApp;
let snapshot: Snapshot;
let phone: string;
const dir = mkdtempSync(path.join(tmpdir(), 'severin-pdf-'));

beforeAll(async () => {
  testApp = await createTestApp();
  snapshot = await catalogueFor(testApp.app.db).current();
  phone = (await readSettings(testApp.app.db, ['contacts'])).contacts.phone;
}, 180_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

/** Text of the PDF as poppler reads it, spaces normalised (the formatters write U+00A0). */
async function pdfText(body: Buffer, name: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  await run('qpdf', ['--check', file]); // rejects (non-zero exit) on a broken file
  return stdout.replace(/[\u00a0\u202f]/g, ' ');
}

/** Long headings wrap onto two lines: compare on single spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

async function pageCount(body: Buffer, name: string): Promise<number> {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  const { stdout } = await run('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
}

const firstOf = (kind: string, where: (lot: LotRecord) => boolean = () => true) =>
  snapshot.lots.find((lot) => lot.kind === kind && where(lot));

describe('GET /pdf/lots/{id}.pdf', () => {
  it('renders a sheet for a lot of every seeded kind, with its words, number, price, m² and phone', async () => {
    const kinds = [...new Set(snapshot.lots.map((lot) => lot.kind))];
    expect(kinds.length, 'the seed has every kind').toBeGreaterThanOrEqual(6);
    for (const kind of kinds) {
      const lot = firstOf(kind)!;
      const response = await get(`/pdf/lots/${lot.id}.pdf`);
      expect(response.statusCode, kind).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(String(response.headers['content-disposition'])).toMatch(/^inline; filename="lot-[\w.-]+\.pdf"/);
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.etag).toMatch(/^W\/".+"$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length, `${kind} sheet under 300 KB`).toBeLessThan(300 * 1024);

      const text = await pdfText(response.rawPayload, `${kind}.pdf`);
      expect(oneLine(text), kind).toContain(`${KIND_WORDS[kind]} № ${lot.number}`);
      expect(text).toMatch(/\d+(,\d)? (млн|тыс) ₽/);
      expect(text).toContain('₽/м²');
      expect(text).toMatch(/\d+(,\d)? м²/);
      expect(text).toMatch(/Цена действительна на \d{1,2} [а-я]+ \d{4}/);
      expect(text).toContain(phone);
      expect(text).toContain('Страница лота');
      expect(text).toContain('наш.дом.рф');
    }
  });

  it('prints rooms, completion and the old price of a discounted flat, and embeds only Manrope', async () => {
    const lot = firstOf(
      'flat',
      (item) => item.oldPrice !== null && item.oldPrice > item.price && item.layout !== null,
    )!;
    expect(lot, 'the seed discounts some flats').toBeDefined();
    const response = await get(`/pdf/lots/${lot.id}.pdf`);
    const text = await pdfText(response.rawPayload, 'discounted.pdf');
    expect(text).toMatch(/Сдача \d кв\. \d{4}|Построен, но не сдан|Построен и сдан|Дом сдан/);
    expect(text).toMatch(/общая площадь/i);
    expect(text).toMatch(/этаж/i);
    expect(text.match(/\d+,\d млн ₽/g)?.length, 'price and old price').toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/−\d+ %/);
    const file = path.join(dir, 'discounted.pdf');
    const { stdout } = await run('pdffonts', [file]);
    const fonts = stdout.split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+Manrope-\w+ .* yes yes yes/);
    // The plan is embedded as a raster (react-pdf takes PNG/JPEG only).
    const images = await run('pdfimages', ['-list', file]);
    expect(images.stdout.split('\n').slice(2).filter(Boolean).length).toBe(1);
  });

  it('still renders a sold lot (favourites and old links keep them)', async () => {
    const sold = snapshot.lots.find((lot) => lot.status === 'sold')!;
    const response = await get(`/pdf/lots/${sold.id}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload, 'sold.pdf')).toContain('Продан');
  });

  it('answers 304 to a matching If-None-Match without a body, and a new tag after the lot changes', async () => {
    const lot = firstOf('parking')!;
    const first = await get(`/pdf/lots/${lot.id}.pdf`);
    const etag = String(first.headers.etag);
    const again = await get(`/pdf/lots/${lot.id}.pdf`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(`/pdf/lots/${firstOf('storage')!.id}.pdf`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers 404 for unknown and malformed ids, never 5xx', async () => {
    for (const url of [
      '/pdf/lots/999999999.pdf',
      '/pdf/lots/abc.pdf',
      '/pdf/lots/0.pdf',
      '/pdf/lots/12.PDF',
      '/pdf/lots/99999999999999999999.pdf',
      '/pdf/lots/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toBe('application/pdf');
    }
    const unknown = await get('/pdf/lots/999999999.pdf');
    expect(unknown.body).toBe('Лот не найден');
  });
});

describe('sheet texts as a reader extracts them', () => {
  it('keeps the space before the unit of a whole ceiling height (issue 30: «ПОТОЛКИ 3м»)', async () => {
    const sheet = await renderLotSheets(
      [{ lot: lotDetail({ ceiling_height: 3 }), plan: null, pageUrl: 'https://severin-dev.ru/flat/148' }],
      FIXTURE_CONTEXT,
    );
    const lines = (await pdfText(sheet, 'ceiling.pdf')).split('\n').map((line) => line.trim());
    expect(lines, 'the ceiling row is printed').toContain('ПОТОЛКИ');
    expect(lines).toContain('3,0 м');
    expect(lines.filter((line) => /^\d+(,\d+)?м$/.test(line))).toEqual([]);
  });
});

describe('GET /pdf/lots.pdf?ids=', () => {
  it('puts one A4 page per known lot, in the order asked, skipping unknown ids', async () => {
    const ids = [firstOf('flat')!, firstOf('office')!, firstOf('storage')!].map((lot) => lot.id);
    const response = await get(`/pdf/lots.pdf?ids=${ids.join(',')},999999999`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toBe('inline; filename="lots-3.pdf"');
    expect(await pageCount(response.rawPayload, 'multi.pdf')).toBe(3);
    const text = await pdfText(response.rawPayload, 'multi.pdf');
    expect(text.indexOf('Квартира №')).toBeLessThan(text.indexOf('Офис №'));
    expect(text.indexOf('Офис №')).toBeLessThan(text.indexOf('Кладовая №'));
  });

  it('answers 400 in Russian for bad or too many ids and 404 when none is known', async () => {
    const tooMany = Array.from({ length: PDF_LOTS_LIMIT + 1 }, (_, i) => snapshot.lots[i].id).join(',');
    for (const query of ['ids=abc', 'ids=', '', `ids=${tooMany}`, 'ids=1,-2']) {
      const response = await get(`/pdf/lots.pdf?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.message).toMatch(/[а-яё]/i);
    }
    expect((await get('/pdf/lots.pdf?ids=999999998,999999999')).statusCode).toBe(404);
  });
});
