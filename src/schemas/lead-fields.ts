/**
 * Field rules of spec §5, word for word, as zod builders. Every form schema
 * (leads.ts) is made of these, and the same schema runs in the browser
 * (react-hook-form) and in `POST /api/request/`, so a visitor and the server
 * always agree on what is wrong and say it the same way.
 *
 * Values are the strings the input masks (src/lib/masks.ts) write; dates and
 * times are judged in Moscow time (lead-dates.ts, re-exported here).
 */
import { z } from 'zod';
import { DATE_MESSAGES, parseTime, pastDateError, visitDateError } from './lead-dates.ts';
import { EMAIL_MAX, MONTHS_MAX, NAME_MAX, NUMBER_MAX_DIGITS, PERCENT_MAX } from './field-limits.ts';
import { hasInvalidText, INVALID_TEXT_MESSAGE } from './text-hygiene.ts';

export * from './lead-dates.ts';

export const FIELD_MESSAGES = {
  required: 'Пожалуйста, заполните это поле',
  lettersOnly: 'Пожалуйста, используйте только буквы',
  oneLayout: 'Пожалуйста, используйте только одну языковую раскладку',
  cyrillicOnly: 'Используйте только кириллицу',
  name: 'Имя может содержать только буквы',
  /** Not given by the spec (§5: «Error texts for this form: not shown»); the newsletter's full-name pattern. */
  fullName: 'Укажите имя и фамилию',
  format: 'Неверный формат',
  serverDefault: 'Поле некорректно',
  /** Not given by the spec: U+0000 or a broken surrogate, which the server refuses too (text-hygiene.ts). */
  invalidText: INVALID_TEXT_MESSAGE,
  /** Not given by the spec (§5 only names the checkbox text). */
  consent: 'Подтвердите согласие на обработку персональных данных',
  ...DATE_MESSAGES,
  /** Not given by the spec; the inputs also carry `maxLength`, so a visitor rarely sees it. */
  maxLength: (max: number) => `Не больше ${max} символов`,
} as const;

// The limits live in a zod-free module (screens read them without schemas); forms and the server import them from here.
export { NAME_MAX } from './field-limits.ts';

const CYRILLIC = /[А-ЯЁа-яё]/;
const LATIN = /[A-Za-z]/;
/** Any letter that is not Cyrillic (Latin, Greek…); digits and punctuation pass. */
const NON_CYRILLIC_LETTER = /[^\P{L}\p{Script=Cyrillic}]/u;
/** Words of letters joined by spaces, a hyphen or an apostrophe: «Анна-Мария», «O'Brien», «Иван Петрович». */
const NAME_WORDS = /^[А-ЯЁа-яёA-Za-z]+(?:(?:\s+|[-'’])[А-ЯЁа-яёA-Za-z]+)*$/;
const LETTERS = /^[А-ЯЁа-яёA-Za-z\s-]+$/;

type FieldOptions = { max?: number; required?: boolean };

/** A trimmed string; missing or empty means «Пожалуйста, заполните это поле» when required. */
function text(max: number, required: boolean) {
  const base = z
    .string({ error: (issue) => (issue.input == null ? FIELD_MESSAGES.required : FIELD_MESSAGES.format) })
    // First and final: the server's hook says the same before any other rule runs.
    .refine((value) => !hasInvalidText(value), { error: FIELD_MESSAGES.invalidText, abort: true })
    .trim()
    .max(max, { error: FIELD_MESSAGES.maxLength(max) });
  return required ? base.min(1, { error: FIELD_MESSAGES.required }) : base;
}

/** A text whose non-empty value is judged by `check` (a message or null). */
function checked(max: number, required: boolean, check: (value: string) => string | null) {
  return text(max, required).superRefine((value, ctx) => {
    const message = value === '' ? null : check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

const mixesLayouts = (value: string) => CYRILLIC.test(value) && LATIN.test(value);

/** Name: letters of one layout; mixed layouts first, then anything but letters (digits, signs). */
export function nameField({ max = NAME_MAX, required = true }: FieldOptions = {}) {
  return checked(max, required, (value) => {
    if (mixesLayouts(value)) return FIELD_MESSAGES.oneLayout;
    return NAME_WORDS.test(value) ? null : FIELD_MESSAGES.name;
  });
}

/**
 * Newsletter «Имя и фамилия» (spec §5 full-name pattern): a first and a last
 * name, with an optional patronymic — two or three words. One word («Иван»,
 * «Анна-Мария») is a first name only and is refused until the surname is given.
 */
export function fullNameField() {
  return nameField().superRefine((value, ctx) => {
    // Only a name that passes the other rules is counted: one message at a time.
    if (value === '' || value.length > NAME_MAX || mixesLayouts(value) || !NAME_WORDS.test(value)) return;
    const words = value.split(/\s+/).length;
    if (words < 2) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.fullName });
    else if (words > 3) ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.name });
  });
}

/** Letters, spaces and hyphens only (cities, positions). */
export function lettersField({ max = 100, required = true }: FieldOptions = {}) {
  return checked(max, required, (value) => {
    if (mixesLayouts(value)) return FIELD_MESSAGES.oneLayout;
    return LETTERS.test(value) ? null : FIELD_MESSAGES.lettersOnly;
  });
}

/** Cyrillic text with digits and punctuation (addresses): no Latin or other non-Cyrillic letter. */
export function cyrillicField({ max = 200, required = true }: FieldOptions = {}) {
  return checked(max, required, (value) => (NON_CYRILLIC_LETTER.test(value) ? FIELD_MESSAGES.cyrillicOnly : null));
}

/** Free text (comments, messages). */
export function textField({ max = 2000, required = false }: FieldOptions = {}) {
  return text(max, required);
}

/** Spec §5 patterns, exactly as the masks write them. */
export const PATTERNS = {
  phone: /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/,
  /** Simple: something@something.something, no spaces. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  snils: /^\d{3}-\d{3}-\d{3} \d{2}$/,
  passport: /^\d{4} \d{6}$/,
  companyTaxId: /^\d{10}$/,
  personalTaxId: /^\d{12}$/,
  card: /^\d{4} \d{4} \d{4} \d{4}$/,
  number: /^\d{1,10}$/,
  yearOrCode: /^\d{4}$/,
} as const;

/** Patterned and numeric fields report a wrong length as «Неверный формат», so their plain length cap is generous. */
const ANY_MAX = 64;
const patterned = (pattern: RegExp, required: boolean, max = ANY_MAX) =>
  checked(max, required, (value) => (pattern.test(value) ? null : FIELD_MESSAGES.format));

export const emailField = ({ required = true } = {}) => patterned(PATTERNS.email, required, EMAIL_MAX);
export const phoneField = ({ required = true } = {}) => patterned(PATTERNS.phone, required);
export const snilsField = ({ required = true } = {}) => patterned(PATTERNS.snils, required);
export const passportField = ({ required = true } = {}) => patterned(PATTERNS.passport, required);
export const companyTaxIdField = ({ required = true } = {}) => patterned(PATTERNS.companyTaxId, required);
export const personalTaxIdField = ({ required = true } = {}) => patterned(PATTERNS.personalTaxId, required);
export const cardField = ({ required = true } = {}) => patterned(PATTERNS.card, required);

/** Digits only, at most `maxDigits` (default 10), and a whole number within [min, max] when given; a string like the mask writes. */
export function numberField({
  maxDigits = NUMBER_MAX_DIGITS,
  min,
  max,
  required = true,
}: { maxDigits?: number; min?: number; max?: number; required?: boolean } = {}) {
  const digits = new RegExp(`^\\d{1,${maxDigits}}$`);
  return checked(ANY_MAX, required, (value) => {
    if (!digits.test(value)) return FIELD_MESSAGES.format;
    const n = Number(value);
    return (min !== undefined && n < min) || (max !== undefined && n > max) ? FIELD_MESSAGES.format : null;
  });
}
/** A loan term in months: 1 to 360. */
export const monthsField = ({ required = true } = {}) =>
  numberField({ maxDigits: 3, min: 1, max: MONTHS_MAX, required });
/** A whole percent: 0 to 100. */
export const percentField = ({ required = true } = {}) =>
  numberField({ maxDigits: 3, min: 0, max: PERCENT_MAX, required });
/** A year: exactly 4 digits. */
export const yearField = ({ required = true } = {}) => patterned(PATTERNS.yearOrCode, required);
/** A confirmation or division code: exactly 4 digits (leading zeros kept). */
export const codeField = ({ required = true } = {}) => patterned(PATTERNS.yearOrCode, required);

/** The consent checkbox must be ticked. */
export const consentField = () => z.literal(true, { error: FIELD_MESSAGES.consent });

/** A visit date dd/mm/yyyy: today (Moscow) up to 3 weeks ahead. */
export const visitDateField = () => checked(ANY_MAX, true, (value) => visitDateError(value));

/** A date in the past (birth dates): year from 1900 up to the current one. */
export const pastDateField = ({ required = true } = {}) => checked(ANY_MAX, required, (value) => pastDateError(value));

/** A visit time hh:mm: a half-hour slot within working hours. */
export const visitTimeField = () =>
  checked(ANY_MAX, true, (value) => {
    const parsed = parseTime(value);
    return 'error' in parsed ? parsed.error : null;
  });
