/**
 * File names of the PDFs built in the browser (issue 7): `lot-{number}.pdf`
 * for one lot, `favorites-{date}.pdf` and `compare-{date}.pdf` for lists.
 * Pure, so the names are unit-tested.
 */

/** Letters, digits, dot, dash and underscore survive; anything else (slashes, spaces, Cyrillic) becomes «-». */
function safePart(value: string): string {
  const cleaned = value
    .trim()
    .replace(/[^0-9A-Za-z._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned || 'lot';
}

/** `2026-11-22` in the visitor's own calendar day: that is the day they will look for in Downloads. */
export function fileDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A list keeps its name whatever its length (`favorites-2026-11-22.pdf`);
 * otherwise one lot is `lot-125.pdf` and several `lots-2026-11-22.pdf`.
 */
export function lotSheetsFileName(numbers: readonly string[], date: Date, listName?: string): string {
  if (listName) return `${safePart(listName)}-${fileDate(date)}.pdf`;
  if (numbers.length === 1) return `lot-${safePart(numbers[0]!)}.pdf`;
  return `lots-${fileDate(date)}.pdf`;
}

export const compareFileName = (date: Date): string => `compare-${fileDate(date)}.pdf`;

/** Title of the print dialog and of a saved page: react-to-print adds no extension. */
export const lotDocumentTitle = (number: string): string => `lot-${safePart(number)}`;
