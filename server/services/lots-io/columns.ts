/**
 * The lots file (issue 32), one declarative table: for each column, in file
 * order, its header key, its Russian name for messages and the README, how a
 * line's value is written to a cell and how a cell is read back (a zod
 * schema). The CSV and XLSX codecs, the export, the import and the tests all
 * go by this table, so export → edit in Excel → import is a round trip.
 *
 * Values are those the site shows and the sales department knows: the
 * project's slug (its name is accepted too), the building's number as sold,
 * the database's kinds and statuses (any letter case), whole roubles.
 */
import { z } from 'zod';
import { LOT_KINDS, LOT_STATUSES, type LotKind, type LotStatus } from '../../db/schema/enums.ts';
import { HOME_KINDS } from '../../../src/lib/lot-kind-names.ts';
import { MAX_INT } from '../../../src/schemas/whole-numbers.ts';
import { areaCell, choiceCell, textCell, wholeCell, type Cell } from './cells.ts';

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
  read: z.ZodType;
}

const PRICE_MAX = 100_000_000_000;
const money = 'целое число рублей больше нуля (пробелы между разрядами можно)';

export const LOT_COLUMNS: readonly LotColumn[] = [
  { key: 'id', title: 'ID лота', read: wholeCell('ID лота', 1, MAX_INT, 'целое число больше нуля; пусто — новый лот', false) },
  { key: 'project', title: 'Проект', read: textCell('Проект', 200) },
  { key: 'building', title: 'Корпус', read: textCell('Корпус', 50) },
  { key: 'section', title: 'Секция', read: wholeCell('Секция', 1, 99, 'номер секции от 1 до 99; пусто — без секции', false) },
  { key: 'floor', title: 'Этаж', read: wholeCell('Этаж', -10, 200, 'целое число от −10 до 200') },
  { key: 'number', title: 'Номер', read: textCell('Номер', 50) },
  { key: 'kind', title: 'Тип', read: choiceCell('Тип', LOT_KINDS) },
  { key: 'rooms', title: 'Комнат', read: wholeCell('Комнат', 0, 9, 'число от 0 до 9 (0 — студия)', false) },
  { key: 'area', title: 'Площадь', decimal: true, read: areaCell('Площадь', 100_000) },
  { key: 'living_area', title: 'Жилая площадь', decimal: true, read: areaCell('Жилая площадь', 100_000, false) },
  { key: 'kitchen_area', title: 'Площадь кухни', decimal: true, read: areaCell('Площадь кухни', 100_000, false) },
  { key: 'price', title: 'Цена', read: wholeCell('Цена', 1, PRICE_MAX, money) },
  { key: 'old_price', title: 'Цена до скидки', read: wholeCell('Цена до скидки', 1, PRICE_MAX, `${money}; пусто — без скидки`, false) },
  { key: 'status', title: 'Статус', read: choiceCell('Статус', LOT_STATUSES) },
  { key: 'finishing', title: 'Отделка', read: textCell('Отделка', 200, false) },
  { key: 'completion_quarter', title: 'Квартал сдачи', read: wholeCell('Квартал сдачи', 1, 4, 'число от 1 до 4') },
  { key: 'completion_year', title: 'Год сдачи', read: wholeCell('Год сдачи', 2000, 2100, 'год от 2000 до 2100') },
];

export const LOT_COLUMN_KEYS = LOT_COLUMNS.map((column) => column.key);
export const LOT_COLUMN_TITLES = Object.fromEntries(LOT_COLUMNS.map((column) => [column.key, column.title])) as Record<LotColumnKey, string>;

/**
 * One line read from its cells (keyed by column), with the checks that need
 * two cells of the line. These run even when other cells of the line are
 * wrong (on the cells that are right), so a line's every mistake is reported
 * at once. The database's checks (does the project exist…) come after, in
 * validate-lines.ts.
 */
export const lotLineSchema = z
  .object(Object.fromEntries(LOT_COLUMNS.map((column) => [column.key, column.read])) as Record<LotColumnKey, z.ZodType>)
  .superRefine((value, ctx) => {
    const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    const line = value as unknown as LotLine;
    const ok = (...keys: LotColumnKey[]) => keys.every((key) => !failed.has(key));
    const fail = (key: LotColumnKey, message: string) => ctx.addIssue({ code: 'custom', path: [key], message });
    if (ok('old_price', 'price') && line.old_price !== null && line.old_price <= line.price) {
      fail('old_price', 'Цена до скидки должна быть больше цены (или пусто)');
    }
    if (ok('living_area', 'area') && line.living_area !== null && line.living_area > line.area) fail('living_area', 'Жилая площадь больше общей');
    if (ok('kitchen_area', 'area') && line.kitchen_area !== null && line.kitchen_area > line.area) fail('kitchen_area', 'Площадь кухни больше общей');
    if (ok('kind', 'rooms')) {
      const home = HOME_KINDS.has(line.kind);
      if (home && line.rooms === null) fail('rooms', 'Комнат: не заполнено (у квартир, апартаментов и таунхаусов; 0 — студия)');
      if (!home && line.rooms !== null) fail('rooms', `Комнат: только у квартир, апартаментов и таунхаусов, у типа ${line.kind} оставьте пустым`);
    }
  }, { when: () => true })
  .transform((value) => value as unknown as LotLine);

/** The cells of a line in column order, numbers as numbers (the XLSX writer keeps them so, CSV writes them). */
export function lineCells(line: LotLine): Cell[] {
  return LOT_COLUMNS.map((column) => line[column.key]);
}
