/**
 * The catalogue right after an import (issue 32, services/lots/snapshot-patch.ts):
 * the lots the import wrote are read again and laid over the snapshot before
 * its answer — new prices, an added lot, a lot a full import hid — in the
 * lists, facets, specs, lot pages and their ETags, without the full reload
 * (~3 s at 200 000 lots). A request still holding the old snapshot reads it
 * unchanged; the full reload that follows yields the very same lots and
 * answers, under ETags of its own. A building's new date reloads it all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lots } from '../../server/db/schema/index.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { readVersion } from '../../server/services/lots/snapshot.ts';
import { COLUMN, exportRecords, importFile, TEST_ADMIN_TOKEN, toCsv } from './helpers/lots-file.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(() => harness?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Status, ETag and body of each URL. */
async function answers(urls: readonly string[]) {
  return Promise.all(
    urls.map(async (url) => {
      const response = await harness.app.inject({ method: 'GET', url });
      return { url, status: response.statusCode, etag: String(response.headers.etag), body: response.body };
    }),
  );
}

const isFreeFlat = (record: string[]) =>
  record[COLUMN.kind] === 'flat' && record[COLUMN.status] === 'free' && record[COLUMN.old_price] === '';

describe('the catalogue after an import', () => {
  it('serves the new prices, the added lot and not the hidden one at once; the old snapshot stays as it was; the full reload agrees', async () => {
    const db = harness.database.db;
    const catalogue = catalogueFor(db);
    const [header, ...rows] = await exportRecords(harness.app);
    const flats = rows.filter(isFreeFlat);
    const cheaper = flats.slice(0, 3);
    const oldPrices = cheaper.map((record) => Number(record[COLUMN.price]));
    // From the middle of the id order: every lot after it moves up one place.
    const gone = flats[Math.floor(flats.length / 2)]!;
    const goneId = Number(gone[COLUMN.id]);
    const added = [...flats.at(-1)!];
    added[COLUMN.id] = '';
    added[COLUMN.number] = 'П-900';
    added[COLUMN.price] = '987650000';
    // The cheapest lot of all after the import, first by price.
    cheaper[0]![COLUMN.price] = '100000';
    cheaper[1]![COLUMN.price] = String(oldPrices[1]! - 500_000);
    cheaper[2]![COLUMN.price] = String(oldPrices[2]! - 700_000);
    const file = toCsv([header!, ...rows.filter((record) => record !== gone), added]);
    const urls = [
      '/api/apartments/?ordering=price&page_size=12',
      '/api/apartments/?ordering=-price&page_size=12',
      '/api/apartments/?page=1',
      '/api/apartments/facets/',
      '/api/apartments/facets/?rooms=2',
      '/api/apartments/specs/',
      `/api/apartments/${cheaper[0]![COLUMN.id]}/`,
      `/api/apartments/${goneId}/`,
      `/api/lots/?ids=${cheaper.map((record) => record[COLUMN.id]).join(',')}`,
    ];

    const before = await catalogue.invalidate();
    const beforeLots = JSON.stringify(before.lots);
    const answersBefore = await answers(urls);
    const dry = await importFile(harness.app, file, 'dry_run=1&mode=full&absent=hidden');
    expect(dry.report).toMatchObject({ changed: 3, added: 1, removed: 1 });
    expect(await catalogue.current()).toBe(before);

    const { status, report } = await importFile(harness.app, file, 'mode=full&absent=hidden');
    expect(status).toBe(200);
    expect(report).toMatchObject({ changed: 3, added: 1, removed: 1, errors_total: 0 });
    // No version check from here on: whatever answers now is what the import left.
    vi.useFakeTimers({ toFake: ['Date'] });
    const addedId = report.changes.find((change) => change.action === 'added')!.id!;
    const patched = await catalogue.current();
    const version = await readVersion(db);
    expect(version).toBeGreaterThan(before.version);
    // Not the database's version: the next check still reloads it all.
    expect(patched.version).toBe(before.version);
    expect(patched.key).toBe(`${before.key}+${version}`);
    expect(patched.projects).toBe(before.projects);
    expect(cheaper.map((record) => patched.byId.get(Number(record[COLUMN.id]))!.price)).toEqual(
      cheaper.map((record) => Number(record[COLUMN.price])),
    );
    expect(patched.byId.get(addedId)).toMatchObject({
      number: 'П-900',
      price: 987_650_000,
      index: patched.lots.length - 1,
    });
    expect(patched.byId.has(goneId)).toBe(false);
    expect(patched.lots).toHaveLength(before.lots.length);
    expect(patched.lots.every((lot, index) => lot.index === index && patched.byId.get(lot.id) === lot)).toBe(true);
    // Lots before the hidden one are the old records; after it, copies in their new places.
    const firstMoved = before.byId.get(goneId)!.index;
    expect(patched.lots[0]).toBe(before.lots[0]);
    expect(patched.lots[firstMoved]).not.toBe(before.lots[firstMoved + 1]);
    expect(patched.lots[firstMoved]).toEqual({ ...before.lots[firstMoved + 1], index: firstMoved });

    // The old snapshot, as a request that started before the import holds it: unchanged.
    expect(JSON.stringify(before.lots)).toBe(beforeLots);
    expect(before.byId.get(Number(cheaper[1]![COLUMN.id]))!.price).toBe(oldPrices[1]);
    expect(before.lots.every((lot, index) => lot.index === index)).toBe(true);

    const answersPatched = await answers(urls);
    expect(await catalogue.current()).toBe(patched);
    const [byPrice, byPriceDown, , facets, , specs, detail, goneDetail, byIds] = answersPatched;
    expect(JSON.parse(byPrice!.body).results[0]).toMatchObject({ id: Number(cheaper[0]![COLUMN.id]), price: 100_000 });
    expect(JSON.parse(byPriceDown!.body).results.map((card: { id: number }) => card.id)).toContain(addedId);
    expect(facets!.body).not.toBe(answersBefore[3]!.body);
    expect(JSON.parse(specs!.body)).toMatchObject({ price: { min: 100_000 } });
    expect(JSON.parse(detail!.body).price).toBe(100_000);
    expect(answersBefore[7]!.status).toBe(200);
    expect(goneDetail!.status).toBe(404);
    expect(JSON.parse(byIds!.body).results.map((card: { price: number }) => card.price)).toEqual(
      cheaper.map((record) => Number(record[COLUMN.price])),
    );
    // Every list the data changed under has a new ETag.
    answersPatched.forEach((answer, index) => {
      if (answer.body !== answersBefore[index]!.body)
        expect(answer.etag, answer.url).not.toBe(answersBefore[index]!.etag);
    });

    vi.useRealTimers();
    const full = await catalogue.invalidate();
    expect(full.key).toBe(String(version));
    expect(full.lots).toEqual(patched.lots);
    const answersFull = await answers(urls);
    expect(answersFull.map(({ status: code, body }) => [code, body])).toEqual(
      answersPatched.map(({ status: code, body }) => [code, body]),
    );
    // Same data, other snapshot: an ETag never names two different catalogues.
    answersFull.forEach((answer, index) => {
      if (answer.status === 200) expect(answer.etag, answer.url).not.toBe(answersPatched[index]!.etag);
    });
  });

  it('never installs over a patch a full reload that read the version before the patched write', async () => {
    const db = harness.database.db;
    const catalogue = catalogueFor(db);
    await catalogue.invalidate();
    const [a, b] = (await catalogue.current()).lots.filter(
      (record) => record.kind === 'flat' && record.status === 'free',
    );
    await db
      .update(lots)
      .set({ price: a!.price - 10_000 })
      .where(eq(lots.id, a!.id));
    // A reload starts for the first write (on PGlite it reads the version and the lots before the second write)…
    const reloading = catalogue.invalidate();
    await Promise.resolve();
    await db
      .update(lots)
      .set({ price: b!.price - 20_000 })
      .where(eq(lots.id, b!.id));
    const version = await readVersion(db);
    // …and the second write's patch lands before the reload ends.
    const patched = await catalogue.applyLotChanges([b!.id], version);
    expect(patched.byId.get(b!.id)!.price).toBe(b!.price - 20_000);
    // Installed over the patch only if it began after that write (so with it); else dropped, the patch kept.
    const reloaded = await reloading;
    expect(reloaded === patched || reloaded.version >= version).toBe(true);
    expect(await catalogue.current()).toBe(reloaded);
    expect(reloaded.byId.get(b!.id)!.price).toBe(b!.price - 20_000);
    const full = await catalogue.invalidate();
    expect(full.key).toBe(String(version));
    expect([a, b].map((lot) => full.byId.get(lot!.id)!.price)).toEqual([a!.price - 10_000, b!.price - 20_000]);
  });

  it("reloads the whole catalogue when the import moves a building's completion date", async () => {
    const catalogue = catalogueFor(harness.database.db);
    const before = await catalogue.invalidate();
    const [header, ...rows] = await exportRecords(harness.app);
    const building = [rows[0]![COLUMN.project], rows[0]![COLUMN.building]];
    const year = String(Number(rows[0]![COLUMN.completion_year]) + 1);
    for (const record of rows)
      if (record[COLUMN.project] === building[0] && record[COLUMN.building] === building[1])
        record[COLUMN.completion_year] = year;
    const { status } = await importFile(harness.app, toCsv([header!, ...rows]));
    expect(status).toBe(200);
    const after = await catalogue.current();
    const version = await readVersion(harness.database.db);
    expect(after.key).toBe(String(version));
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.byId.get(Number(rows[0]![COLUMN.id]))!.building.completion.year).toBe(Number(year));
  });
});
