/** The admin lots file calls of the API suites (issue 32): export, edit a CSV record, import. */
import { lotsImportReportSchema, type LotsImportReport } from '../../../src/schemas/lots-import.ts';
import type { App } from '../../../server/app.ts';

export const TEST_ADMIN_TOKEN = 'lots-test-token-0123456789abcdef';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

export const COLUMN = {
  id: 0,
  project: 1,
  building: 2,
  section: 3,
  floor: 4,
  number: 5,
  kind: 6,
  rooms: 7,
  area: 8,
  living_area: 9,
  kitchen_area: 10,
  price: 11,
  old_price: 12,
  status: 13,
  finishing: 14,
  completion_quarter: 15,
  completion_year: 16,
} as const;

/** The CSV export as records of cells (no quoting in the seed's data, so a plain split is exact). */
export async function exportRecords(app: App): Promise<string[][]> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/lots.csv', headers: auth });
  if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
  const text = response.rawPayload.subarray(3).toString('utf8');
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((record) => record.split(';'));
}

export function toCsv(records: readonly string[][]): string {
  return `\ufeff${records.map((record) => record.join(';')).join('\r\n')}\r\n`;
}

export async function importFile(
  app: App,
  body: string | Buffer,
  query = '',
  contentType = 'text/csv; charset=utf-8',
): Promise<{ status: number; report: LotsImportReport }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/lots/import${query ? `?${query}` : ''}`,
    headers: { ...auth, 'content-type': contentType },
    payload: body,
  });
  if (response.statusCode !== 200 && response.statusCode !== 422)
    throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
  return { status: response.statusCode, report: lotsImportReportSchema.parse(response.json()) };
}
