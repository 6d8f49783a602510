/**
 * A plain-text table for the command-line scripts (leads:list, lots:import):
 * columns padded to their widest cell, two spaces between them, the first
 * row as the header. No box drawing: the output is read in a terminal and
 * pasted into mail or a chat as it is.
 */

export interface TextTableOptions {
  /** Columns aligned to the right (figures), by index. */
  right?: readonly number[];
}

export function textTable(rows: readonly (readonly string[])[], { right = [] }: TextTableOptions = {}): string {
  if (rows.length === 0) return '';
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell = '', column) =>
          right.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Cuts a long cell to `max` characters with an ellipsis. */
export function shorten(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
