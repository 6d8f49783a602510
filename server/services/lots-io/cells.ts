/**
 * One cell of a lots file as its readers give it (CSV: text; XLSX: a number
 * or text) and the zod schemas that read one column's cell. Numbers arrive as
 * people type them in a Russian spreadsheet: «12 345 678», «52,3», «52.3»,
 * «15 000 000 ₽»; the schemas take them all and say in Russian what is wrong.
 */
import { z } from 'zod';
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
  const text = (typeof cell === 'number' ? String(cell) : String(cell)).trim();
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
  const plain = text.replace(/(?:₽|руб\.?|р\.)$/i, '').replace(SPACES, '').replace(/[\u2212\u2013]/, '-');
  const normal = decimals ? plain.replace(',', '.') : plain;
  return (decimals ? DECIMAL : WHOLE).test(normal) ? Number(normal) : Number.NaN;
}

/** `message` for a wrong value, «не заполнено» for a missing one. */
function messages(title: string, message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${title}: не заполнено` : `${title}: ${message}`);
}

/** A whole number in [min, max]; `required: false` makes an empty cell null. */
export function wholeCell(title: string, min: number, max: number, message: string, required = true) {
  const error = messages(title, message);
  const number = z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
  return z.preprocess((cell) => cellNumber(cell, false) ?? (required ? undefined : null), required ? number : number.nullable());
}

/** A decimal in (0, max] rounded to kopecks of a square metre; `required: false` makes an empty cell null. */
export function areaCell(title: string, max: number, required = true) {
  const error = messages(title, `число больше нуля, до ${max} м² (дробная часть через запятую или точку)`);
  const number = z.number({ error }).positive({ error }).max(max, { error }).transform((value) => Math.round(value * 100) / 100);
  return z.preprocess((cell) => cellNumber(cell, true) ?? (required ? undefined : null), required ? number : number.nullable());
}

/** Text up to `max` characters that PostgreSQL can store. */
export function textCell(title: string, max: number, required = true) {
  const error = messages(title, `не длиннее ${max} символов`);
  const text = z.string({ error }).max(max, { error }).refine((value) => !hasInvalidText(value), { error: `${title}: ${INVALID_TEXT_MESSAGE.toLowerCase()}` });
  return z.preprocess((cell) => cellText(cell) ?? (required ? undefined : null), required ? text : text.nullable());
}

/** One of `values`, in any letter case; the answer is the value as the database spells it. */
export function choiceCell<T extends string>(title: string, values: readonly T[]) {
  const error = messages(title, `одно из значений ${values.join(', ')}`);
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess((cell) => {
    const text = cellText(cell);
    return text === undefined ? undefined : (byLower.get(text.toLowerCase()) ?? text);
  }, z.enum(values as [T, ...T[]], { error }));
}

/** A decimal number as a Russian spreadsheet reads it from CSV: a comma before the fraction. */
export function decimalText(value: number): string {
  return String(value).replace('.', ',');
}
