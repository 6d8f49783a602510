/**
 * How a number may be written as text in a query, a path or a form (decision
 * 028): plain decimal digits, a minus only where negatives are allowed, a
 * fraction only where fractions are; no exponent, hex, plus sign, spaces or
 * separators. Zod-free, so the catalogue's URL check
 * (src/features/catalogue/url-validation.ts) shares it without zod.
 */

const DIGITS = /^\d{1,10}$/;
const SIGNED_DIGITS = /^-?\d{1,10}$/;
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?$/;

/** The text form of a number in a range starting at `min`: whole (`int`) or with a fraction. */
export function numeralPattern(min: number, int: boolean): RegExp {
  if (!int) return DECIMAL;
  return min < 0 ? SIGNED_DIGITS : DIGITS;
}
