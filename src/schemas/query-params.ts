/**
 * Query-string field helpers of the project contracts (spec §2): arrays
 * comma-joined (or repeated keys), booleans `true`/`false`, numerals. One bad
 * item rejects the whole field with a Russian message, so a 400 names
 * `metro`, not `metro.0`. Shared by the lot (lots.ts) and project contracts.
 */
import { z } from 'zod';
import { MAX_ITEMS } from './list-limits.ts';
import { MAX_INT, plainNumber, positiveId, wholeNumber } from './whole-numbers.ts';

export { MAX_INT };

function parts(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.map(String).join(',') : String(value);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function csv<T>(parse: (part: string) => T | undefined, error: string) {
  return z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).transform((value, ctx): T[] => {
    const items = parts(value);
    if (items.length > MAX_ITEMS) {
      ctx.addIssue({ code: 'custom', message: `Не больше ${MAX_ITEMS} значений` });
      return z.NEVER;
    }
    const out: T[] = [];
    for (const item of items) {
      const parsed = parse(item);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      if (!out.includes(parsed)) out.push(parsed);
    }
    return out;
  });
}

export const intIn = (min: number, max: number) => (part: string) =>
  /^\d{1,10}$/.test(part) && +part >= min && +part <= max ? +part : undefined;

/** A number within bounds; an empty value counts as absent (or `fallback`). */
export function bound(min: number, max: number, error: string, int = false, fallback?: number) {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? fallback : Array.isArray(value) ? value.at(-1) : value),
    (int ? wholeNumber(min, max, error) : plainNumber(min, max, error)).optional(),
  );
}

export const flag = (error = 'Допустимые значения: true, false') =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value,
    z.boolean({ error }),
  );

export const page = bound(1, 10_000, 'Номер страницы — целое число от 1 до 10 000', true, 1).transform((n) => n ?? 1);
/** A required project id, for calls about one project. */
const PROJECT_ERROR = 'Укажите проект: целое положительное число';
export const projectId = z.preprocess(
  (value) => (Array.isArray(value) ? value.at(-1) : value),
  positiveId(PROJECT_ERROR),
);
