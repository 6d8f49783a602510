/**
 * Numbers as clients really send them: a JSON number, or its plain decimal
 * text (query strings, path parameters, forms that keep numbers as strings).
 * `z.coerce.number()` took far more: `true` became lot 1, `[7]` lot 7,
 * `"0x3783"` lot 14211, `"1e4"` 10 000, `" 7 "` 7 and `""` 0 — a lead could
 * point at a lot nobody chose. Anything else is refused with the field's own
 * Russian message (decision 028).
 */
import { z } from 'zod';
import { numeralPattern } from './numerals.ts';

/** PostgreSQL `integer`: larger ids would not even reach a query. */
export const MAX_INT = 2_147_483_647;

function numeral(number: z.ZodNumber, pattern: RegExp, error: string) {
  return z.union([number, z.string({ error }).regex(pattern, { error })], { error });
}

/** A whole number within [min, max]: a JSON integer or its decimal digits. */
export function wholeNumber(min: number, max: number, error: string) {
  return numeral(z.int({ error }), numeralPattern(min, true), error).pipe(
    z.coerce.number<string | number>({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );
}

/** A database id: 1 to `MAX_INT`. */
export const positiveId = (error: string) => wholeNumber(1, MAX_INT, error);

/** A number within [min, max], fractions allowed: a finite JSON number or plain decimal text. */
export function plainNumber(min: number, max: number, error: string) {
  return numeral(z.number({ error }), numeralPattern(min, false), error).pipe(
    z.coerce.number<string | number>({ error }).min(min, { error }).max(max, { error }),
  );
}
