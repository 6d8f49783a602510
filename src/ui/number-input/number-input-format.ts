/**
 * Rules of the thousands-separated number input (spec §5, §9), as pure
 * functions over strings:
 * - letters and other symbols are stripped; digits, one decimal mark and a
 *   minus are kept;
 * - the minus only at the start, and only when `positiveOnly` is false;
 * - the integer part loses its leading zeros and keeps at most `maxLength`
 *   digits (6 by default: delimiters do not count);
 * - at most `decimals` digits after the mark (2 by default), the rest is cut;
 * - groups of three digits are joined with `delimiter`, the decimal mark is
 *   `decimalMark`. The spec's defaults are «space» and '.'; the site writes
 *   Russian figures (issue 30: «от 53.9» stood next to «до 76,9»), so the
 *   defaults are the no-break space U+00A0 and ',' — exactly what
 *   `formatNumber` of src/lib/format prints, the same text in the field, its
 *   placeholder, the slider's value and the filter chips. A '.' typed (or
 *   pasted) still works as the mark;
 * - empty or '0' becomes the default value (0) when the value is committed.
 *
 * Any other space typed or pasted (U+0020, the thin U+2009, U+202F of
 * Intl in browsers) is dropped like every non-digit.
 *
 * «Canonical» text below is what the rules leave with '.' as the mark and no
 * delimiters: '-1234.5'. It may be unfinished while typing: '', '-', '12.'.
 */

import { NBSP } from '@/lib/format/number';

export interface NumberInputFormat {
  delimiter: string;
  decimalMark: string;
  decimals: number;
  maxLength: number;
  positiveOnly: boolean;
}

export const DEFAULT_NUMBER_FORMAT: NumberInputFormat = {
  delimiter: NBSP,
  decimalMark: ',',
  decimals: 2,
  maxLength: 6,
  positiveOnly: true,
};

export function resolveFormat(options: Partial<NumberInputFormat> = {}): NumberInputFormat {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_NUMBER_FORMAT, ...defined };
}

/**
 * Characters typed as a decimal mark. Russian keyboards put ',' on the
 * numpad, so with the '.' mark a comma is read as the mark too (and the other
 * way round), unless that character is the group delimiter.
 */
function decimalMarks({ decimalMark, delimiter }: NumberInputFormat): string[] {
  const alternative = decimalMark === '.' ? ',' : decimalMark === ',' ? '.' : '';
  return alternative && alternative !== delimiter ? [decimalMark, alternative] : [decimalMark];
}

/** Applies every rule of the header comment to raw typed text. */
export function cleanNumber(raw: string, format: NumberInputFormat): string {
  const marks = decimalMarks(format);
  const text = raw.trim();
  let sign = '';
  let integer = '';
  let fraction = '';
  let hasMark = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char >= '0' && char <= '9') {
      if (hasMark) fraction += char;
      else integer += char;
    } else if (char === '-' && index === 0 && !format.positiveOnly) {
      sign = '-';
    } else if (marks.includes(char) && !hasMark && format.decimals > 0) {
      hasMark = true;
    }
    // Everything else — letters, a second mark, a later minus, the delimiters we inserted — is dropped.
  }
  integer = integer.replace(/^0+(?=\d)/, '').slice(0, format.maxLength);
  if (hasMark && integer === '') integer = '0';
  fraction = fraction.slice(0, format.decimals);
  return `${sign}${integer}${hasMark ? `.${fraction}` : ''}`;
}

/** Canonical text for display: '-1234.5' → '-1 234.5' with the default format. */
export function displayNumber(canonical: string, { delimiter, decimalMark }: NumberInputFormat): string {
  const sign = canonical.startsWith('-') ? '-' : '';
  const [integer, fraction] = canonical.slice(sign.length).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  return `${sign}${grouped}${fraction === undefined ? '' : `${decimalMark}${fraction}`}`;
}

/** Raw typed text straight to what the field shows. */
export function formatNumberInput(raw: string, format: NumberInputFormat): string {
  return displayNumber(cleanNumber(raw, format), format);
}

/** The number in canonical text; null while it is empty or unfinished ('-', '.'). */
export function parseCanonical(canonical: string): number | null {
  if (canonical === '' || canonical === '-' || canonical === '-.') return null;
  const value = Number(canonical);
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value; // no -0
}

/**
 * A number as canonical text under the format. Decimals are cut like typing
 * would cut them; the length limit and the sign rule apply to typing only, so
 * a value set by code is never silently changed.
 */
function canonicalOf(value: number, format: NumberInputFormat): string {
  if (!Number.isFinite(value)) return '';
  // toFixed avoids exponent notation for tiny and huge numbers; the extra digit is cut by cleanNumber.
  const text = value.toFixed(Math.min(format.decimals + 1, 20)).replace(/\.?0+$/, '');
  const canonical = cleanNumber(text, { ...format, positiveOnly: false, maxLength: Number.POSITIVE_INFINITY });
  // Cutting may leave zeros behind ('1.00' from 1.005): a set value shows no trailing zeros.
  return canonical.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** A number as the field shows it: 1234.5 → '1 234.5'; null → ''. */
export function displayValue(value: number | null | undefined, format: NumberInputFormat): string {
  if (value === null || value === undefined) return '';
  return displayNumber(canonicalOf(value, format), format);
}

/** Spec §5: empty or zero text is replaced by the default value. */
export function isResetText(canonical: string): boolean {
  const value = parseCanonical(canonical);
  return value === null || value === 0;
}

/**
 * The value to keep when the field commits (blur, Enter): the parsed
 * number, or `defaultValue` for empty or zero text.
 */
export function commitValue(raw: string, format: NumberInputFormat, defaultValue = 0): number {
  const canonical = cleanNumber(raw, format);
  return isResetText(canonical) ? defaultValue : (parseCanonical(canonical) as number);
}

const isSignificant = (char: string, marks: string[]) =>
  (char >= '0' && char <= '9') || char === '-' || marks.includes(char);

/** How many kept characters (digits, mark, minus) stand before `caret` in `text`. */
export function significantBefore(text: string, caret: number, format: NumberInputFormat): number {
  const marks = decimalMarks(format);
  let count = 0;
  for (let index = 0; index < Math.min(caret, text.length); index += 1)
    if (isSignificant(text[index], marks)) count += 1;
  return count;
}

/**
 * Caret position in reformatted text that keeps `count` kept characters to
 * its left, so typing in the middle of '1 234' does not throw the caret to the end.
 */
export function caretForSignificant(formatted: string, count: number, format: NumberInputFormat): number {
  if (count <= 0) return 0;
  const marks = decimalMarks(format);
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (isSignificant(formatted[index], marks)) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}
