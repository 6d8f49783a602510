/**
 * CSV for a Russian Excel (leads export, lots export): UTF-8 with a BOM (so
 * Excel detects the encoding), `;` between fields (the Russian locale's list
 * separator), CRLF line ends, quotes where needed, and values Excel would run
 * as a formula neutralised with a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';

/** A formula start (`=`, `@`, `+`/`-` not followed by a plain number or phone, tab, CR) gets a leading apostrophe. */
function neutralise(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][\d\s().,-]*$/.test(value)) return `'${value}`;
  return value;
}

/** Undoes `neutralise` on a cell read back: the apostrophe before a formula start was ours. */
export function unneutralise(value: string): string {
  return /^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value;
}

export function csvCell(value: unknown): string {
  const text = neutralise(value == null ? '' : String(value));
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}
