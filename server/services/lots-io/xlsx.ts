/**
 * XLSX of the lots file, through ExcelJS. Written with its streaming
 * WorkbookWriter: each row is committed and compressed as it comes, so
 * 200 000 lots never sit in memory as a workbook; one sheet «Лоты», the
 * header row bold and frozen, numbers as numbers. Read whole (the upload
 * limit bounds it): the first sheet, or the one named «Лоты» if there is one.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { LOT_COLUMNS, lineCells, type LotLine } from './columns.ts';
import type { Cell } from './cells.ts';

export const XLSX_SHEET = 'Лоты';
// The type is part of the HTTP contract, kept there so the lots:import CLI need not load ExcelJS to send it.
export { XLSX_MIME } from '../../../src/schemas/lots-import.ts';
/** Every XLSX is a zip: its first bytes are a zip's local file header. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

export interface XlsxLotsWriter {
  add(line: LotLine): void;
  /** Waits while the output is full (call between batches), so a slow client holds the export back. */
  drained(): Promise<void>;
  end(): Promise<void>;
}

export function xlsxLotsWriter(output: Writable): XlsxLotsWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(XLSX_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LOT_COLUMNS.map((column) => ({
    key: column.key,
    width: Math.max(10, column.key.length + 2),
    ...(column.decimal ? { style: { numFmt: '0.00' } } : {}),
  }));
  const header = sheet.addRow(LOT_COLUMNS.map((column) => column.key));
  header.font = { bold: true };
  header.commit();
  return {
    add(line) {
      sheet.addRow(lineCells(line)).commit();
    },
    drained: () =>
      output.writableNeedDrain && !output.destroyed
        ? new Promise((resolve) => {
            output.once('drain', resolve);
            output.once('close', resolve);
          })
        : Promise.resolve(),
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A cell's value as the lots reader takes it: formulas by their result, rich text as its text. */
function plainCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plainCell((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return null;
}

export interface SheetRows {
  /** Rows by their sheet number (1 is the header); empty rows are absent. */
  rows: Array<{ row: number; cells: Cell[] }>;
}

/** Rejects when the bytes are not a workbook ExcelJS can open. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(XLSX_SHEET) ?? workbook.worksheets[0];
  const rows: SheetRows['rows'] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    // ExcelJS numbers cells from 1 (index 0 is always empty) and leaves holes for empty cells: Array.from fills them.
    rows.push({ row: number, cells: Array.from(values.slice(1), (value) => plainCell(value ?? null)) });
  });
  return { rows };
}
