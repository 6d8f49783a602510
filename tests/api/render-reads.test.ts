/**
 * What a lot page's render reads, and that the reads kept per version still
 * follow the data: the page's own SEO entry is answered from the meta its
 * head was resolved with (no second lookup), any other read goes on; the lot
 * API's metro entries, read once per catalogue snapshot and content version,
 * follow a station rename and a project's new station.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { SeoPage } from '../../src/schemas/site.ts';
import { lots, metroStations, projectMetro } from '../../server/db/schema/index.ts';
import { withKnownSeoPage } from '../../server/html/render-reads.ts';
import { contentVersionFor } from '../../server/services/content-version.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const META: SeoPage = {
  slug: '/lots/7',
  title: 'Квартира',
  description: 'Описание',
  h1: 'Квартира, 40 м²',
  canonical: 'https://example.ru/lots/7',
  og_image: null,
};

describe('withKnownSeoPage', () => {
  const asked: string[] = [];
  const fetchFn = withKnownSeoPage(async (input) => {
    asked.push(String(input));
    return Response.json({ from: 'api' });
  }, META);

  it("answers the page's own entry from its meta, with or without a trailing slash", async () => {
    for (const slug of ['/lots/7', '/lots/7/']) {
      const response = await fetchFn(`http://localhost/api/seo/pages/?slug=${encodeURIComponent(slug)}`);
      expect(await response.json()).toEqual(META);
    }
    expect(asked).toEqual([]);
  });

  it('passes every other read on', async () => {
    await fetchFn('http://localhost/api/seo/pages/?slug=%2Flots%2F8');
    await fetchFn('http://localhost/api/apartments/7/');
    expect(asked).toEqual(['http://localhost/api/seo/pages/?slug=%2Flots%2F8', 'http://localhost/api/apartments/7/']);
  });
});

describe('lot API metro entries', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  it('follow a station rename and a new station of the project', async () => {
    const { app, database } = harness;
    const [lot] = await database.db
      .select({ id: lots.id, projectId: lots.projectId })
      .from(lots)
      .where(eq(lots.kind, 'flat'))
      .orderBy(asc(lots.id))
      .limit(1);
    const detail = async () =>
      (await app.inject({ method: 'GET', url: `/api/apartments/${lot!.id}/` })).json() as {
        metro: Array<{ metro_station: { name: string } }>;
      };
    const before = await detail();
    expect(before.metro.length).toBeGreaterThan(0);

    const [entry] = await database.db
      .select({ stationId: projectMetro.stationId })
      .from(projectMetro)
      .where(eq(projectMetro.projectId, lot!.projectId))
      .limit(1);
    await database.db
      .update(metroStations)
      .set({ name: 'Станция-после-переименования' })
      .where(eq(metroStations.id, entry!.stationId));
    await contentVersionFor(database.db).invalidate();
    expect((await detail()).metro.map((item) => item.metro_station.name)).toContain('Станция-после-переименования');

    const used = new Set(
      (
        await database.db
          .select({ id: projectMetro.stationId })
          .from(projectMetro)
          .where(eq(projectMetro.projectId, lot!.projectId))
      ).map((row) => row.id),
    );
    const fresh = (
      await database.db.select({ id: metroStations.id, name: metroStations.name }).from(metroStations)
    ).find((row) => !used.has(row.id));
    expect(fresh).toBeDefined();
    await database.db
      .insert(projectMetro)
      .values({ projectId: lot!.projectId, stationId: fresh!.id, time: 59, transport: 'transport', sort: 99 });
    await catalogueFor(database.db).invalidate();
    expect((await detail()).metro.map((item) => item.metro_station.name)).toContain(fresh!.name);
  });
});
