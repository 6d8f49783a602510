/**
 * CSV of the lots file. Written as a Russian Excel opens it with a double
 * click (services/csv-cells.ts: UTF-8 with a BOM, `;`, CRLF, RFC 4180 quotes,
 * formulas neutralised), fractions with a comma. Read more liberally, as files come back from
 * other programs: with or without the BOM, `;` or `,` (told by the header
 * line), CRLF, LF or CR, and a file Excel saved as «CSV» in Windows-1251.
 */
import { CSV_BOM, csvLine } from '../csv-cells.ts';
import { LOT_COLUMNS, type LotLine } from './columns.ts';
import { decimalText, type Cell } from './cells.ts';

function cellText(cell: Cell, decimal: boolean): string {
  if (cell === null) return '';
  return typeof cell === 'number' && decimal ? decimalText(cell) : String(cell);
}

/** The first bytes of an export: the BOM and the header row. */
export function csvHead(): string {
  return `${CSV_BOM}${csvLine(LOT_COLUMNS.map((column) => column.key))}\r\n`;
}

export function csvLotLine(line: LotLine): string {
  return `${csvLine(LOT_COLUMNS.map((column) => cellText(line[column.key], column.decimal === true)))}\r\n`;
}

/** The file's text: UTF-8 (BOM or not), else Windows-1251, the «CSV» of a Russian Excel. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1251').decode(bytes);
  }
  return text.startsWith(CSV_BOM) ? text.slice(1) : text;
}

/** `;` unless the header line (outside quotes) has only commas. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons += 1;
    else if (!quoted && char === ',') commas += 1;
  }
  return semicolons === 0 && commas > 0 ? ',' : ';';
}

export interface CsvTable {
  /** Records in file order; record i is row i + 1, as a spreadsheet numbers it. */
  records: string[][];
  /** A quote opened and never closed: the row where it opened. */
  unclosedQuoteRow: number | null;
}

/**
 * RFC 4180 records. A quote inside an unquoted field is kept as text (what
 * Excel does); a quoted field may span lines and still is one row. Fields
 * are sliced out of the text, not built a character at a time: 200 000 rows
 * would leave millions of short-lived strings to the garbage collector.
 */
export function parseCsv(text: string, separator: string = detectSeparator(text)): CsvTable {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  const end = text.length;
  while (at <= end) {
    let field: string;
    if (text[at] === '"') {
      const openedOn = records.length + 1;
      field = '';
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) return { records, unclosedQuoteRow: openedOn };
        field += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          field += '"';
          from = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      // Text after the closing quote, before the separator, belongs to the field (as Excel reads it).
      const stop = nextStop(text, at, separator);
      field += text.slice(at, stop);
      at = stop;
    } else {
      const stop = nextStop(text, at, separator);
      field = text.slice(at, stop);
      at = stop;
    }
    record.push(field);
    if (at >= end) {
      // The last line without a line break is a record too; a trailing break adds none.
      if (record.length > 1 || field !== '') records.push(record);
      break;
    }
    if (text[at] === separator) {
      at += 1;
      continue;
    }
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    records.push(record);
    record = [];
    if (at >= end) break;
  }
  return { records, unclosedQuoteRow: null };
}

/** Where the field starting at `from` ends: the next separator or line break, or the end. */
function nextStop(text: string, from: number, separator: string): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === separator || char === '\n' || char === '\r') return index;
  }
  return text.length;
}
