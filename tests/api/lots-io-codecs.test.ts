/**
 * The lots file's codecs (issue 32), without a database: CSV as a Russian
 * Excel writes and reads it (BOM, `;`, CRLF, RFC 4180 quotes, comma
 * decimals, Windows-1251), the liberal reader (`,` files, LF or CR, no BOM),
 * XLSX through ExcelJS, the header checks and the row numbers errors carry.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellNumber } from '../../server/services/lots-io/cells.ts';
import { LOT_COLUMN_KEYS, type LotLine } from '../../server/services/lots-io/columns.ts';
import { csvHead, csvLotLine, decodeCsv, detectSeparator, parseCsv } from '../../server/services/lots-io/csv.ts';
import { readLotLines } from '../../server/services/lots-io/read-lines.ts';
import { XLSX_SHEET, xlsxLotsWriter } from '../../server/services/lots-io/xlsx.ts';

const LINE: LotLine = {
  id: 17,
  project: 'ostozhenka',
  building: '2',
  section: 1,
  floor: 7,
  number: '148',
  kind: 'flat',
  rooms: 2,
  area: 64.35,
  living_area: 32.1,
  kitchen_area: 12,
  price: 48_750_000,
  old_price: 52_000_000,
  status: 'BOOKED',
  finishing: 'white-box',
  completion_quarter: 4,
  completion_year: 2027,
};

const bytes = (text: string) => new TextEncoder().encode(text);

async function xlsxBytes(lines: LotLine[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => output.on('end', resolve));
  const writer = xlsxLotsWriter(output);
  for (const line of lines) writer.add(line);
  await writer.end();
  await done;
  return Buffer.concat(chunks);
}

describe('CSV writing', () => {
  it('starts with the BOM and the header of the columns table, separated by «;», ended by CRLF', () => {
    expect(csvHead()).toBe(`\ufeff${LOT_COLUMN_KEYS.join(';')}\r\n`);
    expect(LOT_COLUMN_KEYS.slice(0, 3)).toEqual(['id', 'project', 'building']);
  });

  it('writes fractions with a comma, empty cells for nulls, and quotes what needs quoting', () => {
    expect(csvLotLine(LINE)).toBe(
      '17;ostozhenka;2;1;7;148;flat;2;64,35;32,1;12;48750000;52000000;BOOKED;white-box;4;2027\r\n',
    );
    const odd = csvLotLine({
      ...LINE,
      number: 'A;1 "угловая"\nвторой',
      section: null,
      old_price: null,
      finishing: null,
    });
    expect(odd).toBe('17;ostozhenka;2;;7;"A;1 ""угловая""\nвторой";flat;2;64,35;32,1;12;48750000;;BOOKED;;4;2027\r\n');
  });

  it('neutralises a formula start and reads it back as it was', async () => {
    const text = csvHead() + csvLotLine({ ...LINE, number: '=1+2' });
    expect(text).toContain(";'=1+2;");
    const read = await readLotLines(bytes(text));
    expect(read.errors).toEqual([]);
    expect(read.lines[0]!.line.number).toBe('=1+2');
  });
});

describe('CSV reading', () => {
  it('splits records on CRLF, LF or CR, keeps quoted line breaks, quotes and separators in one cell', () => {
    expect(parseCsv('a;b\r\n1;2\n3;4\r5;6').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
    expect(parseCsv('a;b\r\n"x\r\ny";"say ""hi"";"\r\n').records).toEqual([
      ['a', 'b'],
      ['x\r\ny', 'say "hi";'],
    ]);
    expect(parseCsv('a;b\n;\n').records).toEqual([
      ['a', 'b'],
      ['', ''],
    ]);
    expect(parseCsv('a;b\n1;2').records).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    // A quote inside an unquoted cell is text, as Excel reads it.
    expect(parseCsv('a;b\n5" дюймов;2\n').records).toEqual([
      ['a', 'b'],
      ['5" дюймов', '2'],
    ]);
  });

  it('reports a quote left open with the row it opened on', () => {
    expect(parseCsv('a;b\n1;2\n"open;3\n4;5\n').unclosedQuoteRow).toBe(3);
  });

  it('tells «;» from «,» by the header line, ignoring quoted ones', () => {
    expect(detectSeparator('id;project\n1,5;x')).toBe(';');
    expect(detectSeparator('id,project\n1;x')).toBe(',');
    expect(detectSeparator('"a;b",c\n')).toBe(',');
    expect(detectSeparator('id\n')).toBe(';');
  });

  it('decodes UTF-8 with or without a BOM, and falls back to Windows-1251', () => {
    expect(decodeCsv(bytes('\ufeffПроект'))).toBe('Проект');
    expect(decodeCsv(bytes('Проект'))).toBe('Проект');
    const cp1251 = Uint8Array.from([0xcf, 0xf0, 0xee, 0xe5, 0xea, 0xf2]); // «Проект»
    expect(decodeCsv(cp1251)).toBe('Проект');
  });

  it('reads numbers as typed in a Russian spreadsheet', () => {
    expect(cellNumber('12 345 678', false)).toBe(12_345_678);
    expect(cellNumber('12\u00a0345\u202f678 ₽', false)).toBe(12_345_678);
    expect(cellNumber('52,3', true)).toBe(52.3);
    expect(cellNumber('52.3', true)).toBe(52.3);
    expect(cellNumber('52,3', false)).toBeNaN();
    expect(cellNumber('1e6', false)).toBeNaN();
    expect(cellNumber('0x10', false)).toBeNaN();
    expect(cellNumber('−2', false)).toBe(-2);
    expect(cellNumber('  ', false)).toBeUndefined();
  });

  it('reads a comma-separated LF file without a BOM, with dot decimals and Russian headers', async () => {
    const header =
      'ID лота,Проект,Корпус,Секция,Этаж,Номер,Тип,Комнат,Площадь,Жилая площадь,Площадь кухни,Цена,Цена до скидки,Статус,Отделка,Квартал сдачи,Год сдачи';
    const read = await readLotLines(
      bytes(`${header}\n17,ostozhenka,2,1,7,148,FLAT,2,64.35,"32,1",12,"48 750 000",,booked,,4,2027\n`),
    );
    expect(read.errors).toEqual([]);
    expect(read.lines).toEqual([{ row: 2, line: { ...LINE, old_price: null, finishing: null } }]);
  });

  it('round-trips a line through its own CSV', async () => {
    const read = await readLotLines(
      bytes(csvHead() + csvLotLine(LINE) + csvLotLine({ ...LINE, id: null, number: '149' })),
    );
    expect(read).toMatchObject({ format: 'csv', rows: 2, errors: [] });
    expect(read.lines.map((each) => each.line)).toEqual([LINE, { ...LINE, id: null, number: '149' }]);
  });
});

describe('header and row errors', () => {
  it('names unknown, repeated and missing columns on row 1', async () => {
    const header = [...LOT_COLUMN_KEYS.filter((key) => key !== 'price'), 'цвет', 'area'].join(';');
    const read = await readLotLines(bytes(`${header}\n`));
    expect(read.errors).toEqual([
      { row: 1, column: 'цвет', message: expect.stringContaining('Неизвестный столбец «цвет»') },
      { row: 1, column: 'area', message: 'Столбец «area» повторяется' },
      { row: 1, column: 'price', message: 'Нет столбца «price» (Цена)' },
    ]);
  });

  it('numbers rows as a spreadsheet does: the header is 1, a quoted line break stays in its row, empty rows count', async () => {
    const text = csvHead() + csvLotLine({ ...LINE, number: 'два\nряда' }) + '\r\n' + csvLotLine({ ...LINE, price: -5 });
    const read = await readLotLines(bytes(text));
    expect(read.rows).toBe(2);
    expect(read.lines.map((each) => each.row)).toEqual([2]);
    expect(read.errors).toEqual([{ row: 4, column: 'price', message: expect.stringMatching(/^Цена: /) }]);
  });

  it('refuses an empty file, a file with no header and a broken XLSX, all on row 1', async () => {
    expect((await readLotLines(new Uint8Array())).errors[0]!.message).toBe('Файл пуст');
    expect((await readLotLines(bytes('\r\n\r\n'))).errors[0]!.message).toMatch(/нет ни заголовка/);
    const broken = await readLotLines(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(broken).toMatchObject({
      format: 'xlsx',
      errors: [{ row: 1, column: null, message: expect.stringMatching(/не открывается/) }],
    });
  });
});

describe('XLSX', () => {
  it('writes one sheet «Лоты», a bold frozen header and numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsxBytes([LINE])) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([XLSX_SHEET]);
    const sheet = workbook.getWorksheet(XLSX_SHEET)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...LOT_COLUMN_KEYS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('I2').value).toBe(64.35);
    expect(sheet.getCell('L2').value).toBe(48_750_000);
    expect(sheet.getCell('F2').value).toBe('148');
  });

  it('round-trips lines, with formulas read by their result and an extra sheet ignored', async () => {
    const read = await readLotLines(await xlsxBytes([LINE, { ...LINE, id: null, section: null, number: 'М-1' }]));
    expect(read).toMatchObject({ format: 'xlsx', rows: 2, errors: [] });
    expect(read.lines.map((each) => each.line)).toEqual([LINE, { ...LINE, id: null, section: null, number: 'М-1' }]);

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Справка').addRow(['не лоты']);
    const sheet = workbook.addWorksheet(XLSX_SHEET);
    sheet.addRow(LOT_COLUMN_KEYS);
    sheet.addRow([
      17,
      'ostozhenka',
      '2',
      1,
      7,
      148,
      'flat',
      2,
      64.35,
      32.1,
      12,
      { formula: 'L3*2', result: 48_750_000 },
      52_000_000,
      'BOOKED',
      'white-box',
      4,
      2027,
    ]);
    const formulas = await readLotLines(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(formulas.errors).toEqual([]);
    expect(formulas.lines[0]!.line).toEqual(LINE);
  });
});
