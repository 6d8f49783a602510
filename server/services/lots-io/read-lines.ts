/**
 * From a file's bytes to lot lines: the format told by the bytes (an XLSX is
 * a zip, anything else is read as CSV), the header row checked against the
 * columns table, each row read with `lotLineSchema`. Every mistake is
 * collected with its row (as a spreadsheet numbers it: the header is row 1)
 * and column; nothing here throws on bad input.
 */
import type { ImportError } from '../../../src/schemas/lots-import.ts';
import { unneutralise } from '../csv-cells.ts';
import { cellText, type Cell } from './cells.ts';
import { LOT_COLUMNS, lotLineSchema, type LotColumnKey, type LotLine } from './columns.ts';
import { decodeCsv, parseCsv } from './csv.ts';
import { looksLikeXlsx, readXlsx } from './xlsx.ts';

type LotsFileFormat = 'csv' | 'xlsx';

export interface ReadLines {
  format: LotsFileFormat;
  /** Lot rows of the file (not the header, not empty rows), read or not. */
  rows: number;
  lines: Array<{ row: number; line: LotLine }>;
  errors: ImportError[];
}

interface Table {
  format: LotsFileFormat;
  rows: Array<{ row: number; cells: Cell[] }>;
  errors: ImportError[];
}

const fileError = (message: string): ImportError => ({ row: 1, column: null, message });

async function readTable(bytes: Uint8Array): Promise<Table> {
  if (looksLikeXlsx(bytes)) {
    try {
      return { format: 'xlsx', ...(await readXlsx(bytes)), errors: [] };
    } catch {
      return {
        format: 'xlsx',
        rows: [],
        errors: [
          fileError(
            'Файл похож на XLSX, но не открывается: сохраните его в Excel заново как «Книга Excel (.xlsx)» или как CSV',
          ),
        ],
      };
    }
  }
  const { records, unclosedQuoteRow } = parseCsv(decodeCsv(bytes));
  const rows = records.map((cells, index) => ({ row: index + 1, cells: cells.map(unneutralise) as Cell[] }));
  const errors =
    unclosedQuoteRow === null
      ? []
      : [{ row: unclosedQuoteRow, column: null, message: 'Кавычка открыта и не закрыта до конца файла' }];
  return { format: 'csv', rows, errors };
}

/** A header cell names a column by its key or its Russian name, in any letter case. */
const COLUMN_BY_NAME = new Map<string, LotColumnKey>(
  LOT_COLUMNS.flatMap(
    (column) =>
      [
        [column.key, column.key],
        [column.title.toLowerCase(), column.key],
      ] as Array<[string, LotColumnKey]>,
  ),
);

/** Which column each cell of the header is; errors for unknown, repeated and missing ones. */
function readHeader(cells: readonly Cell[]): { keys: Array<LotColumnKey | null>; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const seen = new Set<LotColumnKey>();
  const keys = cells.map((cell) => {
    const name = cellText(cell);
    if (name === undefined) return null;
    const key = COLUMN_BY_NAME.get(name.toLowerCase());
    if (!key)
      errors.push({
        row: 1,
        column: name,
        message: `Неизвестный столбец «${name}»: допустимы ${LOT_COLUMNS.map((column) => column.key).join(', ')}`,
      });
    else if (seen.has(key)) errors.push({ row: 1, column: key, message: `Столбец «${key}» повторяется` });
    else {
      seen.add(key);
      return key;
    }
    return null;
  });
  for (const column of LOT_COLUMNS) {
    if (!seen.has(column.key))
      errors.push({ row: 1, column: column.key, message: `Нет столбца «${column.key}» (${column.title})` });
  }
  return { keys, errors };
}

const isEmptyRow = (cells: readonly Cell[]) => cells.every((cell) => cellText(cell) === undefined);

export async function readLotLines(bytes: Uint8Array): Promise<ReadLines> {
  if (bytes.length === 0) return { format: 'csv', rows: 0, lines: [], errors: [fileError('Файл пуст')] };
  const table = await readTable(bytes);
  const { format } = table;
  if (table.errors.length > 0) return { format, rows: 0, lines: [], errors: table.errors };
  const [first, ...rest] = table.rows.filter((each) => !isEmptyRow(each.cells));
  if (!first) return { format, rows: 0, lines: [], errors: [fileError('В файле нет ни заголовка, ни строк')] };
  if (first.row !== 1)
    return {
      format,
      rows: 0,
      lines: [],
      errors: [fileError('Первая строка файла должна быть заголовком с названиями столбцов')],
    };
  const header = readHeader(first.cells);
  if (header.errors.length > 0) return { format, rows: 0, lines: [], errors: header.errors };

  const lines: ReadLines['lines'] = [];
  const errors: ImportError[] = [];
  for (const { row, cells } of rest) {
    const record: Partial<Record<LotColumnKey, Cell>> = {};
    header.keys.forEach((key, index) => {
      if (key) record[key] = cells[index] ?? null;
    });
    const parsed = lotLineSchema.safeParse(record);
    if (parsed.success) lines.push({ row, line: parsed.data });
    else
      for (const issue of parsed.error.issues)
        errors.push({ row, column: String(issue.path[0] ?? '') || null, message: issue.message });
  }
  return { format, rows: rest.length, lines, errors };
}
