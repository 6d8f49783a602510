/**
 * Full imports (issue 32): the lots a file leaves out are hidden
 * (`absent=hidden`: gone from the lot API, the lot page, the project's
 * counts and the export) or sold (`absent=sold`); a row for a hidden lot
 * shows it again; a file of no lots is refused rather than emptying the site;
 * two lots may swap numbers.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectDetailSchema } from '../../src/schemas/projects.ts';
import { lots } from '../../server/db/schema/index.ts';
import { loadLotDetails } from '../../server/services/pdf/lot-sheet-source.ts';
import { collectSitemap } from '../../server/services/seo/sitemap-sources.ts';
import { COLUMN, exportRecords, importFile, TEST_ADMIN_TOKEN, toCsv } from './helpers/lots-file.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(() => harness?.close());

const status = async (url: string) => (await harness.app.inject({ method: 'GET', url })).statusCode;

async function lotsFree(slug: string): Promise<number> {
  const response = await harness.app.inject({ method: 'GET', url: `/api/projects/${slug}/` });
  return projectDetailSchema.parse(response.json()).stats.lots_free;
}

async function stored(ids: number[]) {
  return harness.database.db
    .select({ id: lots.id, status: lots.status, hidden: lots.hidden, number: lots.number })
    .from(lots)
    .where(inArray(lots.id, ids))
    .orderBy(lots.id);
}

const idOf = (record: string[]) => Number(record[COLUMN.id]);
let hiddenRecords: string[][] = [];

describe('full import', () => {
  it("hides the lots left out with absent=hidden: off the lot API, the lot page, the project's count and the export", async () => {
    const records = await exportRecords(harness.app);
    const [header, ...rows] = records;
    const flats = rows.filter((record) => record[COLUMN.kind] === 'flat' && record[COLUMN.status] === 'free');
    const slug = flats[0]![COLUMN.project]!;
    hiddenRecords = flats.filter((record) => record[COLUMN.project] === slug).slice(0, 3);
    const ids = hiddenRecords.map(idOf);
    const freeBefore = await lotsFree(slug);
    const file = toCsv([header!, ...rows.filter((record) => !hiddenRecords.includes(record))]);

    const dry = await importFile(harness.app, file, 'dry_run=1&mode=full&absent=hidden');
    expect(dry.report).toMatchObject({ mode: 'full', absent: 'hidden', removed: 3, changed: 0, added: 0 });
    expect(dry.report.changes.map((change) => [change.id, change.action, change.fields, change.row])).toEqual(
      ids.map((id) => [id, 'removed', ['hidden'], null]),
    );
    expect((await stored(ids)).every((lot) => !lot.hidden)).toBe(true);

    const done = await importFile(harness.app, file, 'mode=full&absent=hidden');
    expect(done.report).toMatchObject({ removed: 3 });
    expect(await stored(ids)).toEqual(
      hiddenRecords.map((record) => ({
        id: idOf(record),
        status: 'free',
        hidden: true,
        number: record[COLUMN.number],
      })),
    );
    for (const id of ids) {
      expect(await status(`/api/apartments/${id}/`)).toBe(404);
      expect(await status(`/api/seo/pages/?slug=${encodeURIComponent(`/lots/${id}`)}`)).toBe(404);
    }
    expect(await lotsFree(slug)).toBe(freeBefore - 3);
    // Nor in the sitemap or the PDF sheets, both drawn from the catalogue.
    const sitemapLots = (await collectSitemap(harness.database.db)).lots.map((entry) => entry.path);
    expect(sitemapLots.length).toBeGreaterThan(100);
    expect(ids.filter((id) => sitemapLots.includes(`/lots/${id}`))).toEqual([]);
    expect(await loadLotDetails(harness.database.db, ids)).toEqual([]);
    const exported = (await exportRecords(harness.app)).map((record) => record[COLUMN.id]);
    expect(exported).toHaveLength(records.length - 3);
    expect(ids.some((id) => exported.includes(String(id)))).toBe(false);
  });

  it('sells the lots left out with absent=sold, and leaves hidden ones as they are', async () => {
    const [header, ...rows] = await exportRecords(harness.app);
    const left = rows.filter((record) => record[COLUMN.status] === 'free').slice(0, 2);
    const { report } = await importFile(
      harness.app,
      toCsv([header!, ...rows.filter((record) => !left.includes(record))]),
      'mode=full',
    );
    expect(report).toMatchObject({ absent: 'sold', removed: 2, changed: 0 });
    expect(report.changes.map((change) => change.fields)).toEqual([['status'], ['status']]);
    expect((await stored(left.map(idOf))).map((lot) => [lot.status, lot.hidden])).toEqual([
      ['sold', false],
      ['sold', false],
    ]);
    expect((await stored(hiddenRecords.map(idOf))).every((lot) => lot.hidden && lot.status === 'free')).toBe(true);
  });

  it('shows a hidden lot again when a row names it', async () => {
    const [header] = await exportRecords(harness.app);
    const [back] = hiddenRecords;
    const { status: code, report } = await importFile(harness.app, toCsv([header!, back!]));
    expect(code).toBe(200);
    expect(report.changes).toEqual([
      expect.objectContaining({ id: idOf(back!), action: 'changed', fields: ['hidden'] }),
    ]);
    expect((await stored([idOf(back!)]))[0]!.hidden).toBe(false);
    expect(await status(`/api/apartments/${idOf(back!)}/`)).toBe(200);
  });

  it('refuses a full import of a file without lots', async () => {
    const [header] = await exportRecords(harness.app);
    const { status: code, report } = await importFile(harness.app, toCsv([header!]), 'mode=full&absent=hidden');
    expect(code).toBe(422);
    expect(report.errors).toEqual([
      { row: 1, column: null, message: expect.stringMatching(/сняла бы с сайта все лоты/) },
    ]);
  });

  it('lets two lots of a building swap numbers', async () => {
    const [header, ...rows] = await exportRecords(harness.app);
    const [a, b] = rows.filter(
      (record) =>
        record[COLUMN.building] === rows[0]![COLUMN.building] &&
        record[COLUMN.project] === rows[0]![COLUMN.project] &&
        record[COLUMN.section] === rows[0]![COLUMN.section] &&
        record[COLUMN.floor] === rows[0]![COLUMN.floor],
    );
    const swapped = [[...a!], [...b!]];
    swapped[0]![COLUMN.number] = b![COLUMN.number]!;
    swapped[1]![COLUMN.number] = a![COLUMN.number]!;
    const { status: code, report } = await importFile(harness.app, toCsv([header!, ...swapped]));
    expect(code, JSON.stringify(report.errors)).toBe(200);
    expect(report.changed).toBe(2);
    const [first] = await harness.database.db
      .select({ number: lots.number })
      .from(lots)
      .where(eq(lots.id, idOf(a!)));
    expect(first!.number).toBe(b![COLUMN.number]);
  });

  it('answers a bad mode or absent with a Russian 400, and a foreign content type with 415', async () => {
    const headers = { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'content-type': 'text/csv' };
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/lots/import?mode=all',
      headers,
      payload: 'id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/mode/);
    const json = await harness.app.inject({
      method: 'POST',
      url: '/api/admin/lots/import',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/[а-яё]/i);
  });
});
