/**
 * Leads as CSV for Excel (`npm run leads:export`): UTF-8 with a BOM (so Excel
 * detects the encoding), `;` between fields (Russian locale), CRLF line ends,
 * quotes where needed, and values that Excel would run as a formula neutralised.
 */
import { DELIVERY_STATUS_LABELS, formatMoscowTime, leadFields, leadTypeLabel } from './labels.ts';
import type { LeadRow } from './list.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** A formula start (`=`, `@`, `+`/`-` not followed by a plain number or phone, tab, CR) gets a leading apostrophe. */
function neutralise(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-][\d\s().,-]*$/.test(value)) return `'${value}`;
  return value;
}

export function csvCell(value: unknown): string {
  const text = neutralise(value == null ? '' : String(value));
  return /[";\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: unknown[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR);
}

export const CSV_HEADERS = [
  '№', 'Получена (МСК)', 'Тип', 'Имя', 'Телефон', 'E-mail', 'Комментарий', 'Данные формы', 'Страница',
  'Статус доставки', 'Попыток', 'Доставлена (МСК)', 'Последняя ошибка', 'Ключ заявки',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function leadCsvCells(row: LeadRow): unknown[] {
  const payload = row.payload;
  const rest = leadFields(payload).filter((field) => !['name', 'phone', 'email', 'comment', 'message'].includes(field.key));
  return [
    row.id,
    formatMoscowTime(row.createdAt),
    leadTypeLabel(row.type),
    text(payload.name),
    text(payload.phone),
    text(payload.email),
    text(payload.comment) || text(payload.message),
    rest.map((field) => `${field.label}: ${field.value}`).join('; '),
    row.pageUrl ?? '',
    DELIVERY_STATUS_LABELS[row.deliveryStatus],
    row.deliveryAttempts,
    formatMoscowTime(row.deliveredAt),
    row.lastError ?? '',
    row.idempotencyKey,
  ];
}

/** The whole file: BOM, header line, one line per lead, CRLF after each. */
export function leadsToCsv(rows: LeadRow[]): string {
  const lines = [csvLine(CSV_HEADERS), ...rows.map((row) => csvLine(leadCsvCells(row)))];
  return CSV_BOM + lines.map((line) => `${line}\r\n`).join('');
}
