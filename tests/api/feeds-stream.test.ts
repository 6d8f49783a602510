/**
 * The listing feeds are written as a stream, never built whole (issue 32:
 * 200 000 lots must not make one string in memory): the route hands the
 * socket a document that arrives in many pieces, compressed on the way when
 * asked; the document pulls lots from the catalogue only as the reader takes
 * what was written. Also: HEAD, and ЦИАН's own ЖК and корпус ids from the
 * configuration.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config.ts';
import { buildings, projects } from '../../server/db/schema/index.ts';
import { loadFeedContext } from '../../server/services/feeds/feed-context.ts';
import { feedDocument } from '../../server/services/feeds/feed-format.ts';
import { lotsOnSale } from '../../server/services/feeds/lot-facts.ts';
import { xmlStream } from '../../server/services/feeds/xml-writer.ts';
import { yandexRealtyFormat } from '../../server/services/feeds/yandex-realty.ts';
import { catalogueFor } from '../../server/services/lots/catalogue.ts';
import type { LotRecord } from '../../server/services/lots/snapshot.ts';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.ts';
import { count, expectValid, xpath } from './helpers/feed-xml.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

/** The document without its generation time, which differs between two requests. */
const undated = (xml: string) => xml.replace(/<generation-date>[^<]*<\/generation-date>/, '');

async function chunksOf(stream: Readable): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return chunks;
}

describe('feeds as streams', () => {
  it('reach the client in many pieces, with no length known up front', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/feeds/yandex-realty.xml', payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const chunks = await chunksOf(response.stream());
    const xml = Buffer.concat(chunks).toString('utf8');
    expectValid(xml, 'yandex');
    const offers = count(xml, '/realty-feed/offer');
    // One piece per group of 250 lots at least (plus the head and the tail): a document built as one string comes whole.
    expect(offers).toBeGreaterThan(500);
    expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(offers / 250));
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(xml.length / 2);
  });

  it('pull lots from the catalogue only as the reader takes the document', async () => {
    const { db } = ctx.database;
    const snapshot = await catalogueFor(db).current();
    const context = await loadFeedContext(db, snapshot, 'https://severin-dev.ru');
    let pulled = 0;
    function* counted(): Generator<LotRecord> {
      for (const lot of lotsOnSale(snapshot, context, yandexRealtyFormat.kinds)) {
        pulled++;
        yield lot;
      }
    }
    const total = [...lotsOnSale(snapshot, context, yandexRealtyFormat.kinds)].length;
    const group = 20;
    const reader = xmlStream(feedDocument(yandexRealtyFormat, counted(), context, new Date(), group))[
      Symbol.asyncIterator
    ]();
    const head = await reader.next();
    expect(String(head.value)).toContain('<realty-feed');
    await reader.next();
    // The stream keeps at most a group or two ahead of its reader, whatever the total.
    expect(pulled).toBeGreaterThan(0);
    expect(pulled).toBeLessThanOrEqual(4 * group);
    expect(pulled).toBeLessThan(total / 4);
    let rest = 0;
    for (let step = await reader.next(); !step.done; step = await reader.next()) rest++;
    expect(rest).toBeGreaterThan(total / group - 3);
    expect(pulled).toBe(total);
  });

  it('are compressed on the way when the client asks, to the same document', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/feeds/cian.xml' });
    for (const [encoding, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await ctx.app.inject({
        method: 'GET',
        url: '/feeds/cian.xml',
        headers: { 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(undated(unpack(packed.rawPayload).toString('utf8'))).toBe(undated(plain.body));
    }
  });

  it('answer HEAD with the headers of GET, without writing the document', async () => {
    const { db } = ctx.database;
    // A new catalogue version: nothing read for the feeds yet.
    await db.update(projects).set({ sort: sql`${projects.sort}` });
    const snapshot = await catalogueFor(db).invalidate();
    const head = await ctx.app.inject({ method: 'HEAD', url: '/feeds/cian.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(head.headers['content-length']).toBeUndefined();
    expect(head.body).toBe('');
    expect(snapshot.memo.has('feed-created-at')).toBe(false);
    const get = await ctx.app.inject({ method: 'GET', url: '/feeds/cian.xml' });
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(snapshot.memo.has('feed-created-at')).toBe(true);
  });
});

describe('ЦИАН ids', () => {
  it('come from CIAN_JK_IDS and CIAN_HOUSE_IDS; a project without one keeps our own id', async () => {
    const { db } = ctx.database;
    const [first, second] = await db
      .select({ id: projects.id, slug: projects.slug })
      .from(projects)
      .where(eq(projects.kind, 'residential'))
      .orderBy(asc(projects.id))
      .limit(2);
    const [building] = await db
      .select({ id: buildings.id, number: buildings.number })
      .from(buildings)
      .where(eq(buildings.projectId, first.id))
      .orderBy(asc(buildings.id))
      .limit(1);
    const configured = await buildTestApp(ctx.database, {
      env: { CIAN_JK_IDS: `${first.slug}=987654`, CIAN_HOUSE_IDS: `${first.slug}/${building.number}=123456` },
    });
    try {
      const xml = (await configured.app.inject({ method: 'GET', url: '/feeds/cian.xml' })).body;
      expectValid(xml, 'cian');
      const flats = (projectName: string) =>
        `//object[Category='newBuildingFlatSale' and JKSchema/Name=${JSON.stringify(projectName)}]`;
      const [firstName, secondName] = await Promise.all(
        [first, second].map(
          async (project) =>
            (await db.select({ name: projects.name }).from(projects).where(eq(projects.id, project.id)))[0].name,
        ),
      );
      expect(count(xml, flats(firstName))).toBeGreaterThan(0);
      expect(count(xml, `${flats(firstName)}[JKSchema/Id!='987654']`)).toBe(0);
      expect(count(xml, `${flats(firstName)}[JKSchema/House/Id='123456']`)).toBe(
        count(xml, `${flats(firstName)}[JKSchema/House/Name='Корпус ${building.number}']`),
      );
      expect(count(xml, `${flats(firstName)}[JKSchema/House/Id='123456']`)).toBeGreaterThan(0);
      expect(xpath(xml, `string(${flats(secondName)}[1]/JKSchema/Id)`)).toBe(String(second.id));
    } finally {
      await configured.close();
    }
  });

  it('refuse a malformed setting at start-up', () => {
    expect(() => loadConfig({ CIAN_JK_IDS: 'ostozhenka=12,presnya' })).toThrow(
      /CIAN_JK_IDS: "presnya": expected <project slug>=<positive id>/,
    );
    expect(() => loadConfig({ CIAN_HOUSE_IDS: 'ostozhenka=5' })).toThrow(/CIAN_HOUSE_IDS/);
    expect(loadConfig({ CIAN_JK_IDS: ' ostozhenka=12 , presnya=34 ' }).CIAN_JK_IDS).toEqual(
      new Map([
        ['ostozhenka', 12],
        ['presnya', 34],
      ]),
    );
  });
});
