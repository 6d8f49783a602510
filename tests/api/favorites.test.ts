/** Favourites and comparison (spec §4, §7): per-visitor lists behind a signed cookie, CSRF on writes. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, lots, metroStations, projectMetro, projects, sections } from '../../server/db/schema/index.ts';
import { VISITOR_COOKIE } from '../../server/plugins/visitor.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { CATALOGUE_KINDS } from '../../server/services/lots/filters.ts';
import type { Snapshot } from '../../server/services/lots/snapshot.ts';
import {
  comparisonItemSchema,
  comparisonListSchema,
  favoritesListSchema,
  savedLotSchema,
  type CompareLot,
} from '../../src/schemas/favorites.ts';
import { Browser } from './helpers/browser.ts';
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

/** A browser of this suite's app. */
class Visitor extends Browser {
  constructor() {
    super(testApp.app);
  }
}

const onSale = (kinds: ReadonlySet<string>) => () =>
  snapshot.lots.filter((l) => l.status !== 'sold' && kinds.has(l.kind));
const apartments = onSale(CATALOGUE_KINDS.apartments);
const commercials = onSale(CATALOGUE_KINDS.commercials);

describe('favorites/', () => {
  it('adds, lists newest first, removes, restores and clears by type', async () => {
    const v = await new Visitor().init();
    const [a1, a2] = apartments();
    const [c1] = commercials();
    expect(a1 && a2 && c1).toBeTruthy();

    const empty = await v.call('GET', '/api/favorites/');
    expect(empty.body).toEqual({ count: 0, results: [] });
    expect(v.cookies[VISITOR_COOKIE], 'a read creates no identity').toBeUndefined();

    const added = await v.call('POST', '/api/favorites/', { property: a1!.id });
    expect(added.status).toBe(201);
    const cookie = added.response.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    const item = savedLotSchema.parse(added.body);
    expect(item).toMatchObject({ property: a1!.id, type: 'apartments', lot: { id: a1!.id } });

    expect((await v.call('POST', '/api/favorites/', { property: a1!.id })).status).toBe(200);
    expect((await v.call('POST', '/api/favorites/', { property: a2!.id })).status).toBe(201);
    expect((await v.call('POST', '/api/favorites/', { property: c1!.id })).body).toMatchObject({ type: 'commercials' });

    const list = favoritesListSchema.parse((await v.call('GET', '/api/favorites/')).body);
    expect(list.count).toBe(3);
    expect(list.results.map((r) => r.property)).toEqual([c1!.id, a2!.id, a1!.id]);

    expect((await v.call('DELETE', `/api/favorites/${a1!.id}/`)).status).toBe(204);
    expect((await v.call('DELETE', `/api/favorites/${a1!.id}/`)).status).toBe(404);
    expect(favoritesListSchema.parse((await v.call('GET', '/api/favorites/')).body).count).toBe(2);
    expect((await v.call('POST', '/api/favorites/', { property: a1!.id })).status).toBe(201);

    const cleared = await v.call('POST', '/api/favorites/clear/', { type: 'apartments' });
    expect(cleared).toMatchObject({ status: 200, body: { removed: 2 } });
    const rest = favoritesListSchema.parse((await v.call('GET', '/api/favorites/')).body);
    expect(rest.results.map((r) => r.property)).toEqual([c1!.id]);
  });

  it('answers 404 for an unknown lot, 400 for bad bodies and a sold lot, 403 without the token', async () => {
    const v = await new Visitor().init();
    expect((await v.call('POST', '/api/favorites/', { property: 999_999_999 })).status).toBe(404);
    const bad = await v.call('POST', '/api/favorites/', { property: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body?.errors).toHaveProperty('property');
    expect((await v.call('POST', '/api/favorites/', {})).status).toBe(400);
    const badType = await v.call('POST', '/api/favorites/clear/', { type: 'villas' });
    expect(badType.status).toBe(400);
    expect(badType.body?.errors).toHaveProperty('type');
    expect((await v.call('DELETE', '/api/favorites/abc/')).status).toBe(400);
    const sold = snapshot.lots.find((l) => l.status === 'sold');
    if (sold) expect((await v.call('POST', '/api/favorites/', { property: sold.id })).status).toBe(400);
    const noToken = await v.call('POST', '/api/favorites/', { property: apartments()[0]!.id }, false);
    expect(noToken.status).toBe(403);
  });

  it('keeps each visitor to itself', async () => {
    const first = await new Visitor().init();
    const second = await new Visitor().init();
    const lot = apartments()[5]!;
    expect((await first.call('POST', '/api/favorites/', { property: lot.id })).status).toBe(201);
    expect((await second.call('GET', '/api/favorites/')).body).toEqual({ count: 0, results: [] });
    expect((await second.call('DELETE', `/api/favorites/${lot.id}/`)).status).toBe(404);
    expect(favoritesListSchema.parse((await first.call('GET', '/api/favorites/')).body).count).toBe(1);
    // A forged (unsigned) cookie is not an identity.
    const forged = await new Visitor().init();
    forged.cookies[VISITOR_COOKIE] = first.cookies[VISITOR_COOKIE]!.split('.')[0]!;
    expect((await forged.call('GET', '/api/favorites/')).body).toEqual({ count: 0, results: [] });
  });

  it('stops at 100 lots with a Russian message', async () => {
    const v = await new Visitor().init();
    const pool = apartments();
    expect(pool.length).toBeGreaterThan(100);
    for (const lot of pool.slice(0, 100))
      expect((await v.call('POST', '/api/favorites/', { property: lot.id })).status).toBe(201);
    const over = await v.call('POST', '/api/favorites/', { property: pool[100]!.id });
    expect(over).toMatchObject({ status: 400, body: { message: 'Можно добавить не больше 100 лотов' } });
    expect((await v.call('POST', '/api/favorites/', { property: pool[0]!.id })).status).toBe(200);
  }, 60_000);
});

describe('comparison/', () => {
  it('adds, lists as properties, removes, clears, isolates and stops at 20', async () => {
    const v = await new Visitor().init();
    const other = await new Visitor().init();
    const pool = apartments();
    const [c1] = commercials();
    expect((await v.call('POST', '/api/comparison/', { property: c1!.id })).status).toBe(201);
    for (const lot of pool.slice(0, 19))
      expect((await v.call('POST', '/api/comparison/', { property: lot.id })).status).toBe(201);
    const over = await v.call('POST', '/api/comparison/', { property: pool[19]!.id });
    expect(over).toMatchObject({ status: 400, body: { message: 'Можно добавить не больше 20 лотов' } });

    const list = comparisonListSchema.parse((await v.call('GET', '/api/comparison/')).body);
    expect(list.count).toBe(20);
    expect(list.properties[0]!.property).toBe(pool[18]!.id);
    expect((await other.call('GET', '/api/comparison/')).body).toEqual({ count: 0, properties: [] });

    expect((await v.call('DELETE', `/api/comparison/${pool[0]!.id}/`)).status).toBe(204);
    expect((await v.call('POST', '/api/comparison/clear/', { type: 'commercials' })).body).toEqual({ removed: 1 });
    expect(comparisonListSchema.parse((await v.call('GET', '/api/comparison/')).body).count).toBe(18);
    expect((await v.call('POST', '/api/comparison/', { property: 999_999_999 })).status).toBe(404);
    expect((await v.call('POST', '/api/comparison/clear/', { type: 'apartments' }, false)).status).toBe(403);
  }, 60_000);
});

/** What the database says a compare item must show, read apart from the catalogue snapshot. */
async function expectedCompareFields(lotIds: number[]) {
  const db = testApp.app.db;
  const rows = await db
    .select({
      id: lots.id,
      kind: lots.kind,
      projectId: lots.projectId,
      district: projects.district,
      projectName: projects.name,
      year: buildings.completionYear,
      quarter: buildings.completionQuarter,
      floorsTotal: buildings.floorsTotal,
      sectionFloors: sections.floorsTotal,
    })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.projectId))
    .innerJoin(buildings, eq(buildings.id, lots.buildingId))
    .leftJoin(sections, eq(sections.id, lots.sectionId))
    .where(inArray(lots.id, lotIds));
  const metro = await db
    .select({
      projectId: projectMetro.projectId,
      station: metroStations.name,
      time: projectMetro.time,
      transport: projectMetro.transport,
    })
    .from(projectMetro)
    .innerJoin(metroStations, eq(metroStations.id, projectMetro.stationId))
    .where(
      inArray(
        projectMetro.projectId,
        rows.map((row) => row.projectId),
      ),
    );
  return new Map(
    rows.map((row) => {
      const entries = metro.filter((entry) => entry.projectId === row.projectId);
      const fastest = Math.min(...entries.map((entry) => entry.time));
      return [
        row.id,
        {
          ...row,
          floorsTotal: row.sectionFloors ?? row.floorsTotal,
          nearest: entries.filter((entry) => entry.time === fastest),
        },
      ];
    }),
  );
}

describe('comparison/ compare fields (spec §3)', () => {
  it('answers every comparable field with the values of the lot, its project and the nearest metro', async () => {
    const v = await new Visitor().init();
    // A lot from each project (so a project without metro shows up too) plus a commercial one.
    const byProject = new Map(apartments().map((lot) => [lot.project.id, lot]));
    const picked = [...byProject.values(), commercials()[0]!].slice(0, 19);
    for (const lot of picked) {
      const added = await v.call('POST', '/api/comparison/', { property: lot.id });
      expect(added.status).toBe(201);
      // The POST answer carries the compare fields too, not just the card.
      expect(comparisonItemSchema.parse(added.body).lot.project_name).toBe(lot.project.name);
    }
    const again = comparisonItemSchema.parse(
      (await v.call('POST', '/api/comparison/', { property: picked[0]!.id })).body,
    );
    expect(again.lot.district).toBe(picked[0]!.project.district);

    const list = comparisonListSchema.parse((await v.call('GET', '/api/comparison/')).body);
    expect(list.count).toBe(picked.length);
    const expected = await expectedCompareFields(picked.map((lot) => lot.id));
    let withMetro = 0;
    for (const { lot } of list.properties) {
      const want = expected.get(lot.id)!;
      expect(lot).toMatchObject({
        type:
          want.kind === 'commercial' || want.kind === 'premise' || want.kind === 'office' ? want.kind : 'apartments',
        district: want.district,
        project_name: want.projectName,
        completion_year: want.year,
        completion_quarter: want.quarter,
        floors_total: want.floorsTotal,
      } satisfies Partial<CompareLot>);
      if (want.nearest.length === 0) {
        expect(lot.destination).toBeNull();
        continue;
      }
      withMetro += 1;
      expect(lot.destination?.time).toBe(want.nearest[0]!.time);
      expect(want.nearest.map((entry) => `${entry.station}/${entry.transport}`)).toContain(
        `${lot.destination?.station}/${lot.destination?.transport}`,
      );
    }
    expect(withMetro, 'some project has metro').toBeGreaterThan(0);
    expect(
      list.properties.some((item) => item.lot.type !== 'apartments'),
      'a commercial lot keeps its own type',
    ).toBe(true);
  }, 60_000);

  it('leaves favourites as plain cards', async () => {
    const v = await new Visitor().init();
    const lot = apartments()[7]!;
    // Raw bodies: parsing with the schema would strip extra fields and hide them.
    const added = await v.call('POST', '/api/favorites/', { property: lot.id });
    expect(added.body?.lot).toMatchObject({ id: lot.id });
    expect(added.body?.lot).not.toHaveProperty('district');
    const list = (await v.call('GET', '/api/favorites/')).body as { results: Array<{ lot: Record<string, unknown> }> };
    expect(list.results[0]!.lot).toMatchObject({ id: lot.id });
    expect(list.results[0]!.lot).not.toHaveProperty('destination');
  });

  it('keeps each visitor to itself: another visitor can neither see, delete nor clear', async () => {
    const first = await new Visitor().init();
    const second = await new Visitor().init();
    const lot = apartments()[3]!;
    expect((await first.call('POST', '/api/comparison/', { property: lot.id })).status).toBe(201);
    expect((await second.call('POST', '/api/comparison/', { property: apartments()[4]!.id })).status).toBe(201);
    const seen = comparisonListSchema.parse((await second.call('GET', '/api/comparison/')).body);
    expect(seen.properties.map((item) => item.property)).toEqual([apartments()[4]!.id]);
    expect((await second.call('DELETE', `/api/comparison/${lot.id}/`)).status).toBe(404);
    expect((await second.call('POST', '/api/comparison/clear/', { type: 'apartments' })).body).toEqual({ removed: 1 });
    const kept = comparisonListSchema.parse((await first.call('GET', '/api/comparison/')).body);
    expect(kept.properties.map((item) => item.property)).toEqual([lot.id]);
  });
});
