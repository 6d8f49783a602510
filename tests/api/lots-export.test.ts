/**
 * The lots export (issue 32): `GET /api/admin/lots.csv` and `.xlsx` give
 * every lot on the site in id order with the values the database holds
 * (checked against a query of its own, not the export's code), as an
 * attachment named by the Moscow date.
 */
import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, finishings, lots, projects, sections } from '../../server/db/schema/index.ts';
import { exportBatches } from '../../server/services/lots-io/export-lots.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const ADMIN_TOKEN = 'export-test-token-0123456789abcdef';
const HEADER =
  'id;project;building;section;floor;number;kind;rooms;area;living_area;kitchen_area;price;old_price;status;finishing;completion_quarter;completion_year';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN } });
});
afterAll(() => harness?.close());

const get = (url: string) =>
  harness.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

const moscowToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());

/** A discounted flat in a section, with living and kitchen areas: most columns filled. */
async function knownLot() {
  const [row] = await harness.database.db
    .select({
      id: lots.id,
      project: projects.slug,
      building: buildings.number,
      section: sections.number,
      floor: lots.floorNumber,
      number: lots.number,
      kind: lots.kind,
      rooms: lots.rooms,
      area: lots.area,
      living: lots.livingArea,
      kitchen: lots.kitchenArea,
      price: lots.price,
      oldPrice: lots.oldPrice,
      status: lots.status,
      finishing: finishings.slug,
      quarter: buildings.completionQuarter,
      year: buildings.completionYear,
    })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.projectId))
    .innerJoin(buildings, eq(buildings.id, lots.buildingId))
    .innerJoin(sections, eq(sections.id, lots.sectionId))
    .innerJoin(finishings, eq(finishings.id, lots.finishingId))
    .where(
      sql`${lots.oldPrice} is not null and ${lots.livingArea} is not null and ${lots.kitchenArea} is not null and ${lots.kind} = 'flat'`,
    )
    .orderBy(asc(lots.id))
    .limit(1);
  return row!;
}

async function lotCount(): Promise<number> {
  const [row] = await harness.database.db.select({ n: sql<number>`count(*)::int` }).from(lots);
  return row!.n;
}

describe('lots export', () => {
  it('gives CSV with a BOM, «;», CRLF, the header and one row per lot in id order', async () => {
    const response = await get('/api/admin/lots.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lots-${moscowToday()}.csv"`);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.slice(0, -2).split('\r\n');
    expect(records[0]).toBe(HEADER);
    expect(records.length - 1).toBe(await lotCount());
    const ids = records.slice(1).map((record) => Number(record.split(';')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('writes a known lot as the database holds it', async () => {
    const lot = await knownLot();
    const text = (await get('/api/admin/lots.csv')).rawPayload.subarray(3).toString('utf8');
    const record = text.split('\r\n').find((line) => line.startsWith(`${lot.id};`));
    const comma = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
    expect(record).toBe(
      [
        lot.id,
        lot.project,
        lot.building,
        lot.section,
        lot.floor,
        lot.number,
        lot.kind,
        lot.rooms,
        comma(lot.area),
        comma(lot.living),
        comma(lot.kitchen),
        lot.price,
        lot.oldPrice,
        lot.status,
        lot.finishing,
        lot.quarter,
        lot.year,
      ].join(';'),
    );
  });

  it('gives the same lots as XLSX: one sheet, numbers as numbers', async () => {
    const response = await get('/api/admin/lots.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lots-${moscowToday()}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Лоты')!;
    expect(sheet.rowCount - 1).toBe(await lotCount());
    expect((sheet.getRow(1).values as unknown[]).slice(1).join(';')).toBe(HEADER);
    const lot = await knownLot();
    let found: unknown[] | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === lot.id) found = (row.values as unknown[]).slice(1);
    });
    expect(found).toEqual([
      lot.id,
      lot.project,
      lot.building,
      lot.section,
      lot.floor,
      lot.number,
      lot.kind,
      lot.rooms,
      lot.area,
      lot.living,
      lot.kitchen,
      lot.price,
      lot.oldPrice,
      lot.status,
      lot.finishing,
      lot.quarter,
      lot.year,
    ]);
  });

  it('reads the database in batches, each lot once', async () => {
    const ids: number[] = [];
    let batches = 0;
    for await (const lines of exportBatches(harness.database.db, 97)) {
      batches += 1;
      ids.push(...lines.map((line) => line.id!));
    }
    expect(batches).toBe(Math.ceil((await lotCount()) / 97));
    expect(ids).toHaveLength(await lotCount());
    expect(new Set(ids).size).toBe(ids.length);
  });
});
