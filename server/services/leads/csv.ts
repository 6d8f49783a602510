/** Leads as CSV for Excel (`npm run leads:export`), in the form of services/csv-cells.ts. */
import { CSV_BOM, csvLine } from '../csv-cells.ts';
import { DELIVERY_STATUS_LABELS, formatMoscowTime, leadFields, leadTypeLabel } from './labels.ts';
import type { LeadRow } from './list.ts';

export { CSV_BOM, csvCell } from '../csv-cells.ts';

const CSV_HEADERS = [
  '№',
  'Получена (МСК)',
  'Тип',
  'Имя',
  'Телефон',
  'E-mail',
  'Комментарий',
  'Данные формы',
  'Страница',
  'Статус доставки',
  'Попыток',
  'Доставлена (МСК)',
  'Последняя ошибка',
  'Ключ заявки',
];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function leadCsvCells(row: LeadRow): unknown[] {
  const payload = row.payload;
  const rest = leadFields(payload).filter(
    (field) => !['name', 'phone', 'email', 'comment', 'message'].includes(field.key),
  );
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
