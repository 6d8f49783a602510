/**
 * The listing feeds (issue 32): `/feeds/yandex-realty.xml` and
 * `/feeds/cian.xml` validate against the schemas written from each site's
 * documentation (tests/feeds/), list exactly the lots the site itself counts
 * as on sale, kind by kind, state a known lot's facts as its API does, drop
 * a booked or sold lot, escape the texts they carry, and answer 304 to a
 * current ETag — which moves with the catalogue and with the contacts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildQuery } from '../../src/lib/query-string.ts';
import { lotDetailSchema, lotListSchema, type LotCard } from '../../src/schemas/lots.ts';
import { lots, projects } from '../../server/db/schema/index.ts';
import { contentVersionFor } from '../../server/services/content-version.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import { readSettings, writeSetting } from '../../server/services/site-settings.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectOk } from './helpers/expect-json.ts';
import { count, expectValid, xpath } from './helpers/feed-xml.ts';

const ORIGIN = 'https://severin-dev.ru';
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function feed(name: 'yandex-realty' | 'cian', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({ method: 'GET', url: `/feeds/${name}.xml`, headers });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

async function feeds() {
  const [yandex, cian] = [await feed('yandex-realty'), await feed('cian')];
  expect([yandex.status, cian.status]).toEqual([200, 200]);
  return { yandex: yandex.body, cian: cian.body };
}

/** The site's own list: its count and first lot, cheapest first. */
async function siteList(catalogue: 'apartments' | 'commercials', filters: Record<string, string>) {
  return expectOk(
    ctx.app,
    `/api/${catalogue}/?${buildQuery({ ...filters, status: 'free', page_size: 1 })}`,
    lotListSchema,
  );
}

const offer = (id: number) => `/realty-feed/offer[@internal-id='${id}']`;
const object = (id: number) => `/feed/object[ExternalId='${id}']`;

async function changed(write: () => Promise<unknown>) {
  await write();
  await catalogueFor(ctx.database.db).invalidate();
}

describe('listing feeds', () => {
  it('validate against their schemas, with the headers a crawler needs', async () => {
    for (const [name, schema] of [
      ['yandex-realty', 'yandex'],
      ['cian', 'cian'],
    ] as const) {
      const response = await feed(name);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expectValid(response.body, schema);
    }
  });

  it('list every lot on sale the site counts, kind by kind, and nothing else', async () => {
    const { yandex, cian } = await feeds();
    const homes = (await siteList('apartments', { property_type: 'flat,apartments' })).count;
    const townhouses = (await siteList('apartments', { type: 'townhouse' })).count;
    const parking = (await siteList('apartments', { type: 'parking' })).count;
    const premises = (await siteList('commercials', {})).count;
    const kinds = { office: 0, commercial: 0, premise: 0 };
    for (const kind of Object.keys(kinds) as Array<keyof typeof kinds>)
      kinds[kind] = (await siteList('commercials', { type: kind })).count;
    expect(Math.min(homes, townhouses, parking, kinds.office, kinds.commercial, kinds.premise)).toBeGreaterThan(0);

    expect(count(yandex, '/realty-feed/offer')).toBe(homes + townhouses + parking + premises);
    expect(count(yandex, "//offer[category='квартира']")).toBe(homes);
    expect(count(yandex, "//offer[category='таунхаус']")).toBe(townhouses);
    expect(count(yandex, "//offer[category='гараж']")).toBe(parking);
    expect(count(yandex, "//offer[commercial-type='office']")).toBe(kinds.office);
    expect(count(yandex, "//offer[commercial-type='retail']")).toBe(kinds.commercial);
    expect(count(yandex, "//offer[commercial-type='free purpose']")).toBe(kinds.premise);

    expect(count(cian, '/feed/object')).toBe(homes + parking + premises);
    expect(count(cian, "//object[Category='newBuildingFlatSale']")).toBe(homes);
    expect(count(cian, "//object[Category='garageSale']")).toBe(parking);
    expect(count(cian, "//object[Category='officeSale']")).toBe(kinds.office);
    expect(count(cian, "//object[Category='shoppingAreaSale']")).toBe(kinds.commercial);
    expect(count(cian, "//object[Category='freeAppointmentObjectSale']")).toBe(kinds.premise);
  });

  it('keep the rules across elements that the schemas cannot state', async () => {
    const { yandex, cian } = await feeds();
    // Homes, and only homes, have a property type and the new-building facts; the rest say what they are.
    expect(count(yandex, "//offer[property-type and not(category='квартира' or category='таунхаус')]")).toBe(0);
    expect(
      count(
        yandex,
        "//offer[category='коммерческая' and not(commercial-type) or commercial-type and not(category='коммерческая')]",
      ),
    ).toBe(0);
    expect(
      count(yandex, "//offer[category='гараж' and not(garage-type) or garage-type and not(category='гараж')]"),
    ).toBe(0);
    expect(count(yandex, '//offer[studio and rooms!=1]')).toBe(0);
    expect(
      count(
        cian,
        "//object[Category='newBuildingFlatSale' and not(FlatRoomsCount) or FlatRoomsCount and Category!='newBuildingFlatSale']",
      ),
    ).toBe(0);
    expect(count(cian, "//object[Category='garageSale' and not(Garage) or Garage and Category!='garageSale']")).toBe(0);
    // One default picture per object, the plan when there is one.
    expect(count(cian, "//object[count(.//IsDefault[.='true']) != 1]")).toBe(0);
    expect(count(cian, "//object[LayoutPhoto and LayoutPhoto/IsDefault!='true']")).toBe(0);
  });

  it('state a flat, a studio, an office and a parking space as the API does', async () => {
    const { yandex, cian } = await feeds();
    const flat = (await siteList('apartments', { property_type: 'flat', rooms: '2' })).results[0] as LotCard;
    const detail = await expectOk(ctx.app, `/api/apartments/${flat.id}/`, lotDetailSchema);
    const [created] = await ctx.database.db.select({ at: lots.createdAt }).from(lots).where(eq(lots.id, flat.id));
    const value = (path: string) => xpath(yandex, `string(${offer(flat.id)}/${path})`);
    expect(Number(value('price/value'))).toBe(flat.price);
    expect(Number(value('area/value'))).toBe(flat.area);
    expect(Number(value('living-space/value'))).toBe(detail.living_area);
    expect(Number(value('floor'))).toBe(flat.floor_number);
    expect(Number(value('floors-total'))).toBe(flat.floors_total);
    expect(Number(value('rooms'))).toBe(2);
    expect(value('url')).toBe(`${ORIGIN}/lots/${flat.id}`);
    expect(value('building-name')).toBe(detail.project_name);
    expect(value('building-section')).toBe(`${detail.building.name}, секция ${detail.section?.number}`);
    expect(value("image[@tag='plan']")).toBe(`${ORIGIN}/images/?src=${flat.plan}&w=1280`);
    expect(Date.parse(value('creation-date'))).toBe(created.at.getTime() - (created.at.getTime() % 1000));
    expect(Number(xpath(cian, `string(${object(flat.id)}/BargainTerms/Price)`))).toBe(flat.price);
    expect(Number(xpath(cian, `string(${object(flat.id)}/TotalArea)`))).toBe(flat.area);
    expect(Number(xpath(cian, `string(${object(flat.id)}/FloorNumber)`))).toBe(flat.floor_number);
    expect(xpath(cian, `string(${object(flat.id)}/JKSchema/Name)`)).toBe(detail.project_name);

    const studio = (await siteList('apartments', { property_type: 'flat,apartments', rooms: 'studio' }))
      .results[0] as LotCard;
    expect([
      xpath(yandex, `string(${offer(studio.id)}/rooms)`),
      xpath(yandex, `string(${offer(studio.id)}/studio)`),
    ]).toEqual(['1', '1']);
    expect(xpath(cian, `string(${object(studio.id)}/FlatRoomsCount)`)).toBe('9');

    const office = (await siteList('commercials', { type: 'office' })).results[0] as LotCard;
    expect(xpath(yandex, `string(${offer(office.id)}/commercial-type)`)).toBe('office');
    expect(count(yandex, `${offer(office.id)}/property-type`)).toBe(0);
    expect(Number(xpath(yandex, `string(${offer(office.id)}/price/value)`))).toBe(office.price);
    expect(xpath(cian, `string(${object(office.id)}/Category)`)).toBe('officeSale');

    const parking = (await siteList('apartments', { type: 'parking' })).results[0] as LotCard;
    expect(xpath(yandex, `string(${offer(parking.id)}/garage-type)`)).toBe('parking place');
    expect(Number(xpath(cian, `string(${object(parking.id)}/FloorNumber)`))).toBe(parking.floor_number);
    expect(xpath(cian, `string(${object(parking.id)}/Garage/Type)`)).toBe('parkingPlace');
  });

  it('drop a booked and a sold lot at once, and keep storage rooms out', async () => {
    const { db } = ctx.database;
    const [booked, sold] = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.kind, 'flat'), eq(lots.status, 'free')))
      .orderBy(asc(lots.id))
      .limit(2);
    const before = await feeds();
    for (const id of [booked.id, sold.id])
      expect([count(before.yandex, offer(id)), count(before.cian, object(id))]).toEqual([1, 1]);
    await changed(async () => {
      await db.update(lots).set({ status: 'BOOKED' }).where(eq(lots.id, booked.id));
      await db.update(lots).set({ status: 'sold' }).where(eq(lots.id, sold.id));
    });
    try {
      const after = await feeds();
      for (const id of [booked.id, sold.id])
        expect([count(after.yandex, offer(id)), count(after.cian, object(id))]).toEqual([0, 0]);
      expect(count(after.yandex, '//offer')).toBe(count(before.yandex, '//offer') - 2);
    } finally {
      await changed(() =>
        db
          .update(lots)
          .set({ status: 'free' })
          .where(sql`${lots.id} in (${booked.id}, ${sold.id})`),
      );
    }
    const [storage] = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.kind, 'storage'), eq(lots.status, 'free')))
      .limit(1);
    const { yandex, cian } = await feeds();
    expect([count(yandex, offer(storage.id)), count(cian, object(storage.id))]).toEqual([0, 0]);
  });

  it('escape texts with & < > and quotes and drop characters XML forbids', async () => {
    const { db } = ctx.database;
    const [project] = await db
      .select({ id: projects.id, name: projects.name, lead: projects.lead })
      .from(projects)
      .where(eq(projects.kind, 'residential'))
      .orderBy(asc(projects.id))
      .limit(1);
    const [lot] = await db
      .select({ id: lots.id })
      .from(lots)
      .where(and(eq(lots.projectId, project.id), eq(lots.kind, 'flat'), eq(lots.status, 'free')))
      .limit(1);
    const name = `Сад & <Дом> "Север" 'Юг'`;
    await changed(() =>
      db
        .update(projects)
        .set({ name: `${name}\u0007`, lead: 'Двор & сквер <без машин>' })
        .where(eq(projects.id, project.id)),
    );
    try {
      const { yandex, cian } = await feeds();
      expectValid(yandex, 'yandex');
      expectValid(cian, 'cian');
      expect(yandex).toContain('<building-name>Сад &amp; &lt;Дом&gt; &quot;Север&quot; &apos;Юг&apos;</building-name>');
      expect(xpath(yandex, `string(${offer(lot.id)}/building-name)`)).toBe(name);
      expect(xpath(yandex, `string(${offer(lot.id)}/description)`)).toContain('Двор & сквер <без машин>.');
      expect(xpath(cian, `string(${object(lot.id)}/JKSchema/Name)`)).toBe(name);
      expect(xpath(cian, `string(${object(lot.id)}/Description)`)).toContain(`в «${name}»`);
    } finally {
      await changed(() =>
        db.update(projects).set({ name: project.name, lead: project.lead }).where(eq(projects.id, project.id)),
      );
    }
  });

  it('date the document now, with the Moscow offset', async () => {
    const started = Date.now();
    const { yandex } = await feeds();
    const generated = xpath(yandex, 'string(/realty-feed/generation-date)');
    expect(generated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
    expect(Date.parse(generated)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(generated)).toBeLessThanOrEqual(Date.now());
  });

  it('answer 304 to a current ETag; a new price or new contacts make a new one', async () => {
    const { db } = ctx.database;
    const first = await feed('yandex-realty');
    const again = await feed('yandex-realty', { 'if-none-match': String(first.headers.etag) });
    expect([again.status, again.body]).toEqual([304, '']);
    expect((await feed('cian', { 'if-none-match': String(first.headers.etag) })).status).toBe(200);

    const [lot] = await db
      .select({ id: lots.id, price: lots.price })
      .from(lots)
      .where(eq(lots.status, 'free'))
      .orderBy(asc(lots.id))
      .limit(1);
    await changed(() =>
      db
        .update(lots)
        .set({ price: lot.price + 100_000 })
        .where(eq(lots.id, lot.id)),
    );
    const repriced = await feed('yandex-realty', { 'if-none-match': String(first.headers.etag) });
    expect(repriced.status).toBe(200);
    expect(Number(xpath(repriced.body, `string(${offer(lot.id)}/price/value)`))).toBe(lot.price + 100_000);

    const { contacts } = await readSettings(db, ['contacts']);
    await writeSetting(db, 'contacts', { ...contacts, phone: '8 (495) 777-00-11' });
    await contentVersionFor(db).invalidate();
    try {
      const called = await feed('yandex-realty', { 'if-none-match': String(repriced.headers.etag) });
      expect(called.status).toBe(200);
      expect(xpath(called.body, `string(${offer(lot.id)}/sales-agent/phone)`)).toBe('+74957770011');
      expect(xpath((await feed('cian')).body, `string(${object(lot.id)}/Phones/PhoneSchema/Number)`)).toBe(
        '4957770011',
      );
    } finally {
      await writeSetting(db, 'contacts', contacts);
      await changed(() => db.update(lots).set({ price: lot.price }).where(eq(lots.id, lot.id)));
    }
  });

  it('are allowed to crawlers in robots.txt', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'severin-dev.ru' } });
    expect(response.body).toMatch(/^Allow: \/feeds\/$/m);
  });
});
