/**
 * `GET /api/lots/?ids=` («Вы смотрели»): cards in the order asked, unknown ids
 * skipped, sold lots kept. An empty `ids=` is a valid empty list (a browser
 * with nothing visited); a missing `ids`, a bad item or over 50 ids is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import type { Snapshot } from '../../server/services/lots/snapshot.ts';
import { LOTS_BY_IDS_LIMIT, lotsByIdsSchema } from '../../src/schemas/lots.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let testApp: TestApp;
let snapshot: Snapshot;

beforeAll(async () => {
  testApp = await createTestApp();
  snapshot = await catalogueFor(testApp.app.db).current();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const ids = (url: string) =>
  expectOk(testApp.app, url, lotsByIdsSchema).then((body) => body.results.map((lot) => lot.id));

describe('lots/?ids=', () => {
  it('keeps the order asked, of any kind, and skips unknown ids and repeats', async () => {
    const flat = snapshot.lots.find((lot) => lot.kind === 'flat')!;
    const other = snapshot.lots.find((lot) => lot.kind !== 'flat')!;
    const third = snapshot.lots.at(-1)!;
    expect(await ids(`/api/lots/?ids=${third.id},${flat.id},${other.id}`)).toEqual([third.id, flat.id, other.id]);
    expect(await ids(`/api/lots/?ids=${other.id},999999999,${flat.id},${other.id}`)).toEqual([other.id, flat.id]);
    const body = await expectOk(testApp.app, `/api/lots/?ids=${flat.id}`, lotsByIdsSchema);
    expect(body.results[0]).toMatchObject({
      id: flat.id,
      number: flat.number,
      price: flat.price,
      url: `/flat/${flat.id}`,
    });
  });

  it('includes sold lots: their status tells', async () => {
    const sold = snapshot.lots.find((lot) => lot.status === 'sold');
    expect(sold, 'the seed sells a share of every building').toBeDefined();
    const body = await expectOk(testApp.app, `/api/lots/?ids=${sold!.id}`, lotsByIdsSchema);
    expect(body.results).toMatchObject([{ id: sold!.id, status: 'sold' }]);
  });

  it('answers an empty list for `ids=`', async () => {
    expect(await ids('/api/lots/?ids=')).toEqual([]);
  });

  it('answers 400 in Russian for a bad id, a missing `ids` and more than 50 ids', async () => {
    const bad = await expectError(testApp.app, '/api/lots/?ids=abc', 400);
    expect(bad.errors?.ids?.error_msg).toMatch(/номера лотов/);
    expect((await expectError(testApp.app, '/api/lots/?ids=1,0', 400)).errors).toHaveProperty('ids');
    expect((await expectError(testApp.app, '/api/lots/', 400)).errors).toHaveProperty('ids');
    const many = Array.from({ length: LOTS_BY_IDS_LIMIT + 1 }, (_, i) => i + 1).join(',');
    expect((await expectError(testApp.app, `/api/lots/?ids=${many}`, 400)).errors?.ids?.error_msg).toBe(
      'Не больше 50 значений',
    );
    expect(await ids(`/api/lots/?ids=${many.split(',').slice(0, LOTS_BY_IDS_LIMIT).join(',')}`)).toBeInstanceOf(Array);
  });

  it('answers 304 to a fresh ETag and a new tag for other ids', async () => {
    const [a, b] = snapshot.lots;
    const first = await testApp.app.inject({ method: 'GET', url: `/api/lots/?ids=${a!.id},${b!.id}` });
    expect(first.headers['cache-control']).toMatch(/public/);
    const etag = String(first.headers.etag);
    const again = await testApp.app.inject({
      method: 'GET',
      url: `/api/lots/?ids=${a!.id},${b!.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const swapped = await testApp.app.inject({
      method: 'GET',
      url: `/api/lots/?ids=${b!.id},${a!.id}`,
      headers: { 'if-none-match': etag },
    });
    expect(swapped.statusCode).toBe(200);
  });
});
