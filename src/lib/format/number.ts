/**
 * Russian number formatting shared by every formatter of this folder.
 *
 * `Intl.NumberFormat('ru-RU')` groups thousands with U+00A0 in some ICU
 * versions (Node) and with the narrow U+202F in others (Chrome, Safari). The
 * site must read the same everywhere and snapshots must be stable, so every
 * output is normalised to the ordinary non-breaking space U+00A0 — it also
 * keeps «45,6 млн ₽» from wrapping between the number and its unit.
 */

/** Non-breaking space U+00A0: the only space the formatters emit. */
export const NBSP = '\u00a0';

const FORMATTERS = new Map<string, Intl.NumberFormat>();

function formatter(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let cached = FORMATTERS.get(key);
  if (!cached) {
    // Built once per precision: constructing Intl formatters is the slow part.
    cached = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    FORMATTERS.set(key, cached);
  }
  return cached;
}

/**
 * Builds the first formatter ahead of need. The first `ru-RU` formatter
 * loads the locale's data (tens of milliseconds on a slow phone); done in a
 * task of its own at start-up, it no longer lengthens the render that first
 * shows a price.
 */
export function warmUpNumberFormat(): void {
  formatter(0, 2);
}

/** Replaces every kind of space (U+202F, U+2009, U+0020…) with U+00A0. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u202f\u2009\u2007]/g, NBSP);
}

export interface NumberFormatOptions {
  /** Fraction digits always shown (default 0). */
  minDecimals?: number;
  /** Fraction digits at most; the rest is rounded half away from zero (default 2). */
  maxDecimals?: number;
}

/**
 * `formatNumber(1234567.891)` → «1 234 567,89» (U+00A0 between groups,
 * comma as the decimal mark). Non-finite input gives an empty string, so a
 * missing value renders as nothing rather than «NaN».
 */
export function formatNumber(value: number, { minDecimals = 0, maxDecimals = 2 }: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const max = Math.max(minDecimals, maxDecimals);
  // Round on a scaled integer first: 45.65 is stored as 45.6499…, which Intl would round down.
  const factor = 10 ** max;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const text = normalizeSpaces(formatter(minDecimals, max).format(rounded));
  // «-0» is never wanted; a true negative keeps its sign.
  return value < 0 && rounded !== 0 ? `-${text}` : text;
}
