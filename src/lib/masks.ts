/**
 * Input masks of spec §5 as pure functions `raw → masked`, applied by the
 * form components in `onChange` (and `phoneOnBlur` in `onBlur`). Each mask
 * keeps only digits and re-formats them from scratch, so typing, pasting
 * and editing in the middle all end in the same shape. Separators are added
 * only before a following digit: Backspace over a separator never gets stuck.
 * The results match the patterns of src/schemas/lead-fields.ts.
 */
import { CODE_DIGITS, MONTHS_MAX, NUMBER_MAX_DIGITS, PERCENT_MAX, YEAR_DIGITS } from '@/schemas/field-limits';

/** Byte sizes with Russian units up to ТБ live with the other formatters. */
export { formatBytes } from './format/bytes';

const onlyDigits = (raw: string) => raw.replace(/\D/g, '');

/** Lays `digits` out in groups: `group('12345', [2, 3], ['', '-'])` → «12-345». */
function group(digits: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let at = 0;
  sizes.forEach((size, index) => {
    if (at >= digits.length) return;
    out += (index > 0 ? separators[index] : '') + digits.slice(at, at + size);
    at += size;
  });
  return out;
}

/**
 * Phone +7 (###) ###-##-##. A leading 8 or 7 is the country code and becomes
 * +7 («8» → «+7», «89991234567» → «+7 (999) 123-45-67»); a value that starts
 * with +7 (the mask's own output) drops that 7; any other first digit (9, 4…)
 * starts the area code. Ten pasted digits are taken as a number without the
 * country code even when they start with 7 or 8 («8001234567» → «+7 (800) …»).
 */
export function maskPhone(raw: string): string {
  const value = raw.trim();
  const digits = onlyDigits(value);
  if (digits === '') return value.startsWith('+') ? '+' : '';
  let local = digits;
  if (value.startsWith('+7')) local = digits.slice(1);
  else if (/^[78]/.test(digits) && !(digits.length === 10 && !value.startsWith('+'))) local = digits.slice(1);
  local = local.slice(0, 10);
  if (local === '') return '+7';
  return `+7 (${group(local, [3, 3, 2, 2], ['', ') ', '-', '-'])}`;
}

/** On blur a phone that is only its prefix («+», «+7», «+7 (») is cleared. */
export function phoneOnBlur(value: string): string {
  return /^\+(?:7\s*\(?)?\s*$/.test(value.trim()) ? '' : value;
}

/** SNILS ###-###-### ##. */
export const maskSnils = (raw: string) => group(onlyDigits(raw), [3, 3, 3, 2], ['', '-', '-', ' ']);

/** Passport #### ######. */
export const maskPassport = (raw: string) => group(onlyDigits(raw), [4, 6], ['', ' ']);

/** Card #### #### #### ####. */
export const maskCard = (raw: string) => group(onlyDigits(raw), [4, 4, 4, 4], ['', ' ', ' ', ' ']);

/** Digits only, at most `maxLength` (a number: 10; a year or a code: 4). */
export function maskDigits(raw: string, maxLength: number = NUMBER_MAX_DIGITS): string {
  return onlyDigits(raw).slice(0, maxLength);
}

/** A year: 4 digits. */
export const maskYear = (raw: string) => maskDigits(raw, YEAR_DIGITS);

/** A code: 4 digits, leading zeros kept. */
export const maskCode = (raw: string) => maskDigits(raw, CODE_DIGITS);

/** A whole number without leading zeros, clamped to `max` («365» → «360» for months). */
function clamped(raw: string, max: number): string {
  const digits = onlyDigits(raw)
    .replace(/^0+(?=\d)/, '')
    .slice(0, String(max).length);
  return digits !== '' && Number(digits) > max ? String(max) : digits;
}

/** A loan term in months, at most 360. */
export const maskMonths = (raw: string) => clamped(raw, MONTHS_MAX);

/** A whole percent, at most 100. */
export const maskPercent = (raw: string) => clamped(raw, PERCENT_MAX);

/** A date dd/mm/yyyy, typed as digits; the schema tells what is wrong with it. */
export const maskDate = (raw: string) => group(onlyDigits(raw), [2, 2, 4], ['', '/', '/']);

/** A time hh:mm, typed as digits. */
export const maskTime = (raw: string) => group(onlyDigits(raw), [2, 2], ['', ':']);
