/**
 * `GET /api/comparison/lots/?ids=` (issue 30): a shared comparison link shows
 * the lots to someone who never saved them — every comparable field, in the
 * order of the link, unknown ids skipped, without the visitor's cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import type { Snapshot } from '../../server/services/lots/snapshot.ts';
import { comparedLotsSchema } from '../../src/schemas/favorites.ts';
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

describe('comparison/lots/?ids=', () => {
  it('answers the lots of the link with their comparable fields, in its order, skipping unknown ids', async () => {
    const flat = snapshot.lots.find((lot) => lot.kind === 'flat' && lot.ceiling !== null)!;
    const office = snapshot.lots.find((lot) => lot.kind === 'office')!;
    const body = await expectOk(
      testApp.app,
      `/api/comparison/lots/?ids=${office.id},999999999,${flat.id}`,
      comparedLotsSchema,
    );
    expect(body.results.map((lot) => lot.id)).toEqual([office.id, flat.id]);
    expect(body.results[1]).toMatchObject({
      id: flat.id,
      type: 'apartments',
      project_name: flat.project.name,
      ceiling_height: flat.ceiling,
      district: flat.project.district,
    });
    expect(body.results[1].destination?.station).toEqual(expect.any(String));
    expect(body.results[0].type).not.toBe('apartments');
  });

  it('refuses a link without ids or with bad ones, in Russian', async () => {
    await expectError(testApp.app, '/api/comparison/lots/', 400);
    await expectError(testApp.app, '/api/comparison/lots/?ids=1,x', 400);
  });
});
