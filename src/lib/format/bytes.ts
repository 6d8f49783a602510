/**
 * File sizes with Russian units up to terabytes (spec §9): «1,5 МБ». Binary
 * multiples (1 КБ = 1024 Б), as file managers on Windows and phones show them,
 * so a document reads the same size on the site and after download.
 */
import { NBSP, formatNumber } from './number';

const BYTE_UNITS = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] as const;

/** `formatBytes(1572864)` → «1,5 МБ»; one decimal at most, whole bytes for bytes. */
export function formatBytes(bytes: number, decimals = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let size = bytes;
  // Past terabytes the unit stays ТБ: there is no bigger one on the site.
  while (size >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  // Rounding may reach 1024 («1024 КБ»): promote to the next unit instead.
  const factor = 10 ** decimals;
  if (unit > 0 && Math.round(size * factor) / factor >= 1024 && unit < BYTE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${formatNumber(size, { maxDecimals: unit === 0 ? 0 : decimals })}${NBSP}${BYTE_UNITS[unit]}`;
}
