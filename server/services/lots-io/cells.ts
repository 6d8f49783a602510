/**
 * One cell of a lots file as its readers give it (CSV: text; XLSX: a number
 * or text) and the readers of one column's cell. Numbers arrive as
 * people type them in a Russian spreadsheet: «12 345 678», «52,3», «52.3»,
 * «15 000 000 ₽»; the readers take them all and say in Russian what is wrong.
 * Plain functions, not zod checks per cell: those cost ~75 µs a row, 15 s
 * for 200 000 rows; the row's zod schema (columns.ts) wraps them once.
 */
import { hasInvalidText, INVALID_TEXT_MESSAGE } from '../../../src/schemas/text-hygiene.ts';

/** Empty cells are null. */
export type Cell = string | number | null;

/** Spaces of every kind (thousands separators in Excel and Word: nbsp, narrow nbsp, thin space). */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const WHOLE = /^-?\d+$/;

/** Trimmed text of a cell; undefined when empty. */
export function cellText(cell: unknown): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  const text = String(cell).trim();
  return text === '' ? undefined : text;
}

/**
 * A number from a cell: undefined when empty, NaN when it is not one. Money
 * may carry «₽» or «руб.»; `decimals` takes a comma or a dot as the separator.
 */
export function cellNumber(cell: unknown, decimals: boolean): number | undefined {
  if (typeof cell === 'number') return cell;
  const text = cellText(cell);
  if (text === undefined) return undefined;
  const plain = text
    .replace(/(?:₽|руб\.?|р\.)$/i, '')
    .replace(SPACES, '')
    .replace(/[\u2212\u2013]/, '-');
  const normal = decimals ? plain.replace(',', '.') : plain;
  return (decimals ? DECIMAL : WHOLE).test(normal) ? Number(normal) : Number.NaN;
}

/** What reading a cell gives: its value, or the Russian message naming the column. */
type Read<T> = { ok: true; value: T } | { ok: false; message: string };
export type CellReader<T = unknown> = (cell: Cell | undefined) => Read<T>;

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const wrong = (title: string, message: string): Read<never> => ({ ok: false, message: `${title}: ${message}` });

/** «не заполнено» for an empty cell that must not be, else null. */
function empty(title: string, required: boolean): Read<null> {
  return required ? wrong(title, 'не заполнено') : ok(null);
}

/** A whole number in [min, max]; `required: false` makes an empty cell null. */
export function wholeCell(
  title: string,
  min: number,
  max: number,
  message: string,
  required = true,
): CellReader<number | null> {
  return (cell) => {
    const value = cellNumber(cell, false);
    if (value === undefined) return empty(title, required);
    return Number.isInteger(value) && value >= min && value <= max ? ok(value) : wrong(title, message);
  };
}

/** A decimal in (0, max], to hundredths of a square metre; `required: false` makes an empty cell null. */
export function areaCell(title: string, max: number, required = true): CellReader<number | null> {
  return (cell) => {
    const value = cellNumber(cell, true);
    if (value === undefined) return empty(title, required);
    return value > 0 && value <= max
      ? ok(Math.round(value * 100) / 100)
      : wrong(title, `число больше нуля, до ${max} м² (дробная часть через запятую или точку)`);
  };
}

/** Text up to `max` characters that PostgreSQL can store. */
export function textCell(title: string, max: number, required = true): CellReader<string | null> {
  return (cell) => {
    const text = cellText(cell);
    if (text === undefined) return empty(title, required);
    if (text.length > max) return wrong(title, `не длиннее ${max} символов`);
    return hasInvalidText(text) ? wrong(title, INVALID_TEXT_MESSAGE.toLowerCase()) : ok(text);
  };
}

/** One of `values`, in any letter case; the answer is the value as the database spells it. */
export function choiceCell<T extends string>(title: string, values: readonly T[]): CellReader<T> {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return (cell) => {
    const text = cellText(cell);
    if (text === undefined) return wrong(title, 'не заполнено');
    const value = byLower.get(text.toLowerCase());
    return value ? ok(value) : wrong(title, `одно из значений ${values.join(', ')}`);
  };
}

/** A decimal number as a Russian spreadsheet reads it from CSV: a comma before the fraction. */
export function decimalText(value: number): string {
  return String(value).replace('.', ',');
}
