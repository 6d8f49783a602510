/**
 * Length and size limits of the lead fields (spec §5, §9), without zod:
 * lead-fields.ts builds its rules from them and re-exports them, while the
 * input masks and the mortgage calculator of /purchase/:slug import them from
 * here, so that screen loads no schemas (decision 015).
 */

/** Spec §9: name and email max 50. */
export const NAME_MAX = 50;
export const EMAIL_MAX = 50;
/** Spec §5 masks: number up to 10 digits; months max 360; percent max 100; year and code 4 digits. */
export const NUMBER_MAX_DIGITS = 10;
export const MONTHS_MAX = 360;
export const PERCENT_MAX = 100;
export const YEAR_DIGITS = 4;
export const CODE_DIGITS = 4;
