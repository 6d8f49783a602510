/**
 * The lots import (issue 32) on a seeded database: the round trip export →
 * one price changed → dry run → import, with the price history and the
 * catalogue showing the new price; a broken file refused with every row's
 * error and nothing written; an added lot; an XLSX file; a building's
 * completion date.
 */
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotDetailSchema } from '../../src/schemas/lots.ts';
import { buildings, lots } from '../../server/db/schema/index.ts';
import { monthlyPayment } from '../../server/services/stored-mortgage.ts';
import { COLUMN, exportRecords, importFile, TEST_ADMIN_TOKEN, toCsv } from './helpers/lots-file.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(() => harness?.close());

/** A fingerprint of everything an import may write. */
async function dbState(): Promise<string> {
  const result = await harness.database.db.execute<{ s: string }>(sql`select concat_ws('|',
    (select md5(string_agg(concat_ws(',', id, building_id, section_id, floor_id, number, kind, rooms, area, living_area, kitchen_area, price,
      old_price, price_per_m2, min_mortgage, status, finishing_id, hidden), ';' order by id)) from lots),
    (select md5(string_agg(concat_ws(',', id, completion_quarter, completion_year), ';' order by id)) from buildings),
    (select count(*) from lot_price_history), (select version from catalog_version)) as s`);
  return (result as unknown as { rows: Array<{ s: string }> }).rows[0]!.s;
}

async function storedLot(id: number) {
  const [row] = await harness.database.db.select().from(lots).where(eq(lots.id, id));
  return row!;
}

async function apartment(id: number) {
  const response = await harness.app.inject({ method: 'GET', url: `/api/apartments/${id}/` });
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? lotDetailSchema.parse(response.json()) : null,
  };
}

/** A free flat of the export with no discount, so a lower price needs no other change. */
function freeFlat(records: string[][], skip = 0): string[] {
  return records.filter(
    (record) => record[COLUMN.kind] === 'flat' && record[COLUMN.status] === 'free' && record[COLUMN.old_price] === '',
  )[skip]!;
}

describe('round trip', () => {
  it('export → one price changed → dry run reports it and writes nothing → import writes it, its history and the catalogue', async () => {
    const records = await exportRecords(harness.app);
    const record = freeFlat(records);
    const id = Number(record[COLUMN.id]);
    const before = await storedLot(id);
    const newPrice = before.price - 1_230_000;
    record[COLUMN.price] = newPrice.toLocaleString('ru-RU'); // «12 345 678» with nbsp, as Excel may write it
    const file = toCsv(records);

    const state = await dbState();
    const dry = await importFile(harness.app, file, 'dry_run=1');
    expect(dry.status).toBe(200);
    expect(dry.report).toMatchObject({
      dry_run: true,
      mode: 'partial',
      rows: records.length - 1,
      added: 0,
      changed: 1,
      removed: 0,
      errors: [],
    });
    expect(dry.report.unchanged).toBe(records.length - 2);
    expect(dry.report.changes).toEqual([
      {
        row: records.indexOf(record) + 1,
        id,
        project: record[COLUMN.project],
        building: record[COLUMN.building],
        number: record[COLUMN.number],
        action: 'changed',
        fields: ['price'],
      },
    ]);
    expect(await dbState()).toBe(state);

    const done = await importFile(harness.app, file);
    expect(done.status).toBe(200);
    expect(done.report).toMatchObject({ dry_run: false, changed: 1, added: 0, removed: 0 });
    const after = await storedLot(id);
    expect(after.price).toBe(newPrice);
    expect(after.pricePerM2).toBe(Math.round(newPrice / after.area));
    expect(after.minMortgage).toBe(monthlyPayment(newPrice));
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    // The answer came after the catalogue reloaded: the lot page has the new price and the old one in its history.
    const detail = (await apartment(id)).body!;
    expect(detail.price).toBe(newPrice);
    expect(detail.price_history.slice(-2).map((point) => point.price)).toEqual([before.price, newPrice]);

    // Importing the same file again changes nothing.
    const again = await importFile(harness.app, file);
    expect(again.report).toMatchObject({ changed: 0, added: 0, unchanged: records.length - 1 });
  });
});

describe('a broken file', () => {
  it('is refused with every row error and column, and nothing is written', async () => {
    const records = await exportRecords(harness.app);
    const [a, b, c, d, e, f, g, h] = Array.from({ length: 8 }, (_, index) => freeFlat(records, index + 1));
    const rowOf = (record: string[] | undefined) => records.indexOf(record!) + 1;
    a![COLUMN.price] = '-5';
    a![COLUMN.status] = 'продан';
    b![COLUMN.project] = 'no-such-project';
    // c, without its id, names e's building and number: the same lot twice.
    for (const column of [COLUMN.building, COLUMN.section, COLUMN.floor, COLUMN.number] as const)
      c![column] = e![column]!;
    c![COLUMN.id] = '';
    d![COLUMN.old_price] = d![COLUMN.price]!;
    d![COLUMN.kind] = 'castle';
    d![COLUMN.rooms] = '12';
    g![COLUMN.section] = '99';
    h![COLUMN.area] = '0';
    h![COLUMN.kitchen_area] = '';
    const ghost = [...f!];
    ghost[COLUMN.id] = '99999999';
    const state = await dbState();
    const { status, report } = await importFile(harness.app, toCsv([...records, ghost]));
    expect(status).toBe(422);
    expect(report.message).toMatch(/ничего не изменено/);
    const found = report.errors.map((error) => [error.row, error.column]);
    expect(found).toEqual(
      expect.arrayContaining([
        [rowOf(a), 'price'],
        [rowOf(a), 'status'],
        [rowOf(b), 'project'],
        // The later of the two rows is refused: by its id if it has one (e), else by its number (c).
        [Math.max(rowOf(c), rowOf(e)), rowOf(e) > rowOf(c) ? 'id' : 'number'],
        [rowOf(d), 'kind'],
        [rowOf(d), 'rooms'],
        [rowOf(d), 'old_price'],
        [rowOf(g), 'section'],
        [rowOf(h), 'area'],
        [records.length + 1, 'id'],
      ]),
    );
    expect(report.errors.find((error) => error.row === Math.max(rowOf(c), rowOf(e)))!.message).toMatch(
      new RegExp(`уже есть в строке ${Math.min(rowOf(c), rowOf(e))}`),
    );
    expect(report.errors.every((error) => /[а-яё]/i.test(error.message))).toBe(true);
    expect(report.errors.map((error) => error.row)).toEqual(
      [...report.errors.map((error) => error.row)].sort((x, y) => x - y),
    );
    expect(report.errors_total).toBe(report.errors.length);
    expect(report).toMatchObject({ added: 0, changed: 0, changes: [] });
    expect(await dbState()).toBe(state);
  });

  it('names a lot moved to another building, a number taken in its building and a completion date said two ways', async () => {
    const records = await exportRecords(harness.app);
    const flats = records.filter((record) => record[COLUMN.kind] === 'flat');
    const [first, second] = flats;
    const elsewhere = flats.find(
      (record) =>
        record[COLUMN.building] !== first![COLUMN.building] || record[COLUMN.project] !== first![COLUMN.project],
    )!;
    const moved = [...first!];
    moved[COLUMN.project] = elsewhere[COLUMN.project]!;
    moved[COLUMN.building] = elsewhere[COLUMN.building]!;
    moved[COLUMN.section] = elsewhere[COLUMN.section]!;
    moved[COLUMN.floor] = elsewhere[COLUMN.floor]!;
    const taken = [...second!];
    taken[COLUMN.number] = flats.find(
      (record) =>
        record !== second &&
        record[COLUMN.building] === second![COLUMN.building] &&
        record[COLUMN.project] === second![COLUMN.project],
    )![COLUMN.number]!;
    const late = [
      ...flats.find(
        (record) => record !== second && record[COLUMN.building] === second![COLUMN.building] && record !== first,
      )!,
    ];
    late[COLUMN.completion_year] = String(Number(late[COLUMN.completion_year]) + 1);
    const { status, report } = await importFile(harness.app, toCsv([records[0]!, moved, taken, late, second!]));
    expect(status).toBe(422);
    expect(report.errors.find((error) => error.row === 2)).toMatchObject({
      column: 'building',
      message: expect.stringMatching(/переносить лот в другой корпус/),
    });
    expect(report.errors.find((error) => error.row === 3)).toMatchObject({
      column: 'number',
      message: expect.stringMatching(/уже у другого лота|уже есть в строке/),
    });
    expect(report.errors.find((error) => error.row === 4)).toMatchObject({
      column: 'completion_year',
      message: expect.stringMatching(/не совпадает со строкой 3/),
    });
    // Row 5 is the lot of row 3 again (by id).
    expect(report.errors.find((error) => error.row === 5)).toMatchObject({
      column: 'id',
      message: expect.stringMatching(/уже есть в строке 3/),
    });
  });
});

describe('adding and XLSX', () => {
  it('adds a lot from a row without id, and takes an existing lot by building and number', async () => {
    const records = await exportRecords(harness.app);
    const model = freeFlat(records, 5);
    const added = [...model];
    added[COLUMN.id] = '';
    added[COLUMN.number] = 'Н-1';
    added[COLUMN.price] = '33000000';
    const known = [...freeFlat(records, 6)];
    known[COLUMN.id] = '';
    known[COLUMN.status] = 'BOOKED';
    const { status, report } = await importFile(harness.app, toCsv([records[0]!, added, known]));
    expect(status).toBe(200);
    expect(report).toMatchObject({ added: 1, changed: 1, rows: 2 });
    const id = report.changes.find((change) => change.action === 'added')!.id!;
    expect(id).toBeGreaterThan(0);
    const stored = await storedLot(id);
    expect(stored).toMatchObject({
      number: 'Н-1',
      price: 33_000_000,
      status: 'free',
      pricePerM2: Math.round(33_000_000 / stored.area),
      hidden: false,
    });
    expect((await apartment(id)).body).toMatchObject({ id, price: 33_000_000 });
    expect((await apartment(id)).body!.price_history.map((point) => point.price)).toEqual([33_000_000]);
    expect((await storedLot(Number(freeFlat(records, 6)[COLUMN.id]))).status).toBe('BOOKED');
  });

  it("imports an XLSX (sniffed from its bytes under application/octet-stream) and moves a building's completion date", async () => {
    const records = await exportRecords(harness.app);
    const buildingRows = records.filter(
      (record) =>
        record[COLUMN.project] === records[1]![COLUMN.project] &&
        record[COLUMN.building] === records[1]![COLUMN.building],
    );
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лоты');
    sheet.addRow(records[0]!);
    for (const record of buildingRows) {
      sheet.addRow(
        record.map((cell, index) =>
          index === COLUMN.completion_year
            ? 2031
            : index === COLUMN.completion_quarter
              ? 2
              : cell === ''
                ? null
                : /^-?\d+(,\d+)?$/.test(cell)
                  ? Number(cell.replace(',', '.'))
                  : cell,
        ),
      );
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { status, report } = await importFile(harness.app, bytes, 'dry_run=0', 'application/octet-stream');
    expect(status, JSON.stringify(report.errors.slice(0, 3))).toBe(200);
    expect(report).toMatchObject({ changed: buildingRows.length, added: 0 });
    expect(report.changes[0]!.fields).toEqual(['completion_quarter', 'completion_year']);
    const lot = await storedLot(Number(buildingRows[0]![COLUMN.id]));
    const [building] = await harness.database.db.select().from(buildings).where(eq(buildings.id, lot.buildingId));
    expect([building!.completionQuarter, building!.completionYear]).toEqual([2, 2031]);
  });
});
