/**
 * The lots file (issue 32), one declarative table: for each column, in file
 * order, its header key, its Russian name for messages and the README, how a
 * line's value is written to a cell and how a cell is read back (a reader;
 * `lotLineSchema` is the row's zod schema around them). The CSV and XLSX
 * codecs, the export, the import and the tests all go by this table, so
 * export → edit in Excel → import is a round trip.
 *
 * Values are those the site shows and the sales department knows: the
 * project's slug (its name is accepted too), the building's number as sold,
 * the database's kinds and statuses (any letter case), whole roubles.
 */
import { z } from 'zod';
import { LOT_KINDS, LOT_STATUSES, type LotKind, type LotStatus } from '../../db/schema/enums.ts';
import { HOME_KINDS } from '../../../src/lib/lot-kind-names.ts';
import { MAX_INT } from '../../../src/schemas/whole-numbers.ts';
import { areaCell, choiceCell, textCell, wholeCell, type Cell, type CellReader } from './cells.ts';

/** One line of the file: one lot. */
export interface LotLine {
  id: number | null;
  project: string;
  building: string;
  section: number | null;
  floor: number;
  number: string;
  kind: LotKind;
  rooms: number | null;
  area: number;
  living_area: number | null;
  kitchen_area: number | null;
  price: number;
  old_price: number | null;
  status: LotStatus;
  finishing: string | null;
  completion_quarter: number;
  completion_year: number;
}

export type LotColumnKey = keyof LotLine;

export interface LotColumn {
  key: LotColumnKey;
  /** Russian name for messages and the README's table. */
  title: string;
  /** Fractions written with a comma in CSV (a Russian Excel reads «52.3» as a date). */
  decimal?: boolean;
  /** Reads the cell; its Russian messages name the column. */
  read: CellReader;
}

const PRICE_MAX = 100_000_000_000;
const money = 'целое число рублей больше нуля (пробелы между разрядами можно)';

export const LOT_COLUMNS: readonly LotColumn[] = [
  {
    key: 'id',
    title: 'ID лота',
    read: wholeCell('ID лота', 1, MAX_INT, 'целое число больше нуля; пусто — новый лот', false),
  },
  { key: 'project', title: 'Проект', read: textCell('Проект', 200) },
  { key: 'building', title: 'Корпус', read: textCell('Корпус', 50) },
  {
    key: 'section',
    title: 'Секция',
    read: wholeCell('Секция', 1, 99, 'номер секции от 1 до 99; пусто — без секции', false),
  },
  { key: 'floor', title: 'Этаж', read: wholeCell('Этаж', -10, 200, 'целое число от −10 до 200') },
  { key: 'number', title: 'Номер', read: textCell('Номер', 50) },
  { key: 'kind', title: 'Тип', read: choiceCell('Тип', LOT_KINDS) },
  { key: 'rooms', title: 'Комнат', read: wholeCell('Комнат', 0, 9, 'число от 0 до 9 (0 — студия)', false) },
  { key: 'area', title: 'Площадь', decimal: true, read: areaCell('Площадь', 100_000) },
  { key: 'living_area', title: 'Жилая площадь', decimal: true, read: areaCell('Жилая площадь', 100_000, false) },
  { key: 'kitchen_area', title: 'Площадь кухни', decimal: true, read: areaCell('Площадь кухни', 100_000, false) },
  { key: 'price', title: 'Цена', read: wholeCell('Цена', 1, PRICE_MAX, money) },
  {
    key: 'old_price',
    title: 'Цена до скидки',
    read: wholeCell('Цена до скидки', 1, PRICE_MAX, `${money}; пусто — без скидки`, false),
  },
  { key: 'status', title: 'Статус', read: choiceCell('Статус', LOT_STATUSES) },
  { key: 'finishing', title: 'Отделка', read: textCell('Отделка', 200, false) },
  { key: 'completion_quarter', title: 'Квартал сдачи', read: wholeCell('Квартал сдачи', 1, 4, 'число от 1 до 4') },
  { key: 'completion_year', title: 'Год сдачи', read: wholeCell('Год сдачи', 2000, 2100, 'год от 2000 до 2100') },
];

export const LOT_COLUMN_KEYS = LOT_COLUMNS.map((column) => column.key);
export const LOT_COLUMN_TITLES = Object.fromEntries(LOT_COLUMNS.map((column) => [column.key, column.title])) as Record<
  LotColumnKey,
  string
>;

export type LineCells = Partial<Record<LotColumnKey, Cell>>;
export interface LineIssue {
  column: LotColumnKey;
  message: string;
}

/**
 * A line from its cells (keyed by column): each cell by its column's reader,
 * then the checks that need two cells, on the cells that read well, so a
 * row's every mistake is reported at once. The database's checks (does the
 * project exist…) come after, in resolve-lines.ts and plan-import.ts.
 */
function readLine(cells: LineCells): { ok: true; line: LotLine } | { ok: false; issues: LineIssue[] } {
  const issues: LineIssue[] = [];
  const line = {} as Record<LotColumnKey, unknown>;
  for (const column of LOT_COLUMNS) {
    const read = column.read(cells[column.key]);
    if (read.ok) line[column.key] = read.value;
    else issues.push({ column: column.key, message: read.message });
  }
  const failed = new Set(issues.map((issue) => issue.column));
  const ok = (...keys: LotColumnKey[]) => keys.every((key) => !failed.has(key));
  const fail = (column: LotColumnKey, message: string) => issues.push({ column, message });
  const l = line as unknown as LotLine;
  if (ok('old_price', 'price') && l.old_price !== null && l.old_price <= l.price)
    fail('old_price', 'Цена до скидки должна быть больше цены (или пусто)');
  if (ok('living_area', 'area') && l.living_area !== null && l.living_area > l.area)
    fail('living_area', 'Жилая площадь больше общей');
  if (ok('kitchen_area', 'area') && l.kitchen_area !== null && l.kitchen_area > l.area)
    fail('kitchen_area', 'Площадь кухни больше общей');
  if (ok('kind', 'rooms')) {
    const home = HOME_KINDS.has(l.kind);
    if (home && l.rooms === null)
      fail('rooms', 'Комнат: не заполнено (у квартир, апартаментов и таунхаусов; 0 — студия)');
    if (!home && l.rooms !== null)
      fail('rooms', `Комнат: только у квартир, апартаментов и таунхаусов, у типа ${l.kind} оставьте пустым`);
  }
  return issues.length === 0 ? { ok: true, line: l } : { ok: false, issues };
}

/** The same as a zod schema (one transform a row, not one check a cell): issues carry the column as their path. */
export const lotLineSchema = z
  .custom<LineCells>((value) => typeof value === 'object' && value !== null)
  .transform((cells, ctx): LotLine => {
    const read = readLine(cells);
    if (read.ok) return read.line;
    for (const issue of read.issues) ctx.addIssue({ code: 'custom', path: [issue.column], message: issue.message });
    return z.NEVER;
  });

/** The cells of a line in column order, numbers as numbers (the XLSX writer keeps them so, CSV writes them). */
export function lineCells(line: LotLine): Cell[] {
  return LOT_COLUMNS.map((column) => line[column.key]);
}
