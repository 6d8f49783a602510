/** Russian names for what the sales team reads: lead types, form fields and delivery statuses. */
import { LEAD_FIELD_LABELS, LEAD_HIDDEN_FIELDS } from '../../../src/schemas/lead-field-labels.ts';
import { LEAD_KINDS, type LeadType } from '../../../src/schemas/leads.ts';
import { type LeadKindTexts } from '../../../src/schemas/lead-kind.ts';
import type { DELIVERY_STATUSES } from '../../db/schema/enums.ts';

const kindOf = (type: unknown): LeadKindTexts | undefined =>
  Object.hasOwn(LEAD_KINDS, String(type)) ? LEAD_KINDS[type as LeadType] : undefined;

/** The type's name from its row in `LEAD_KINDS`; a type no longer known (an old row) as it was stored. */
export function leadTypeLabel(type: string): string {
  return kindOf(type)?.label ?? type;
}

/** The common labels in their order, the type's own ones in place or after them. */
function fieldLabels(type: unknown): Readonly<Record<string, string>> {
  const own = kindOf(type);
  return own?.fieldLabels ? { ...LEAD_FIELD_LABELS, ...own.fieldLabels } : LEAD_FIELD_LABELS;
}

export const DELIVERY_STATUS_LABELS: Record<(typeof DELIVERY_STATUSES)[number], string> = {
  pending: 'ожидает',
  sending: 'отправляется',
  sent: 'доставлена',
  failed: 'не доставлена',
};

/** `true` → «да», arrays joined, objects as JSON: one line per value. */
function formatFieldValue(value: unknown): string {
  if (value === true) return 'да';
  if (value === false) return 'нет';
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(formatFieldValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The visitor's fields as label/value pairs, known ones first. */
export function leadFields(payload: Record<string, unknown>): Array<{ key: string; label: string; value: string }> {
  const labels = fieldLabels(payload.type);
  const known = Object.keys(labels).filter((key) => key in payload && !LEAD_HIDDEN_FIELDS.has(key));
  const rest = Object.keys(payload)
    .filter((key) => !(key in labels) && !LEAD_HIDDEN_FIELDS.has(key))
    .sort();
  return [...known, ...rest]
    .map((key) => ({ key, label: labels[key] ?? key, value: formatFieldValue(payload[key]) }))
    .filter((field) => field.value !== '');
}

const MOSCOW = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «21.05.2026, 14:03» in Moscow time. */
export function formatMoscowTime(date: Date | null): string {
  return date ? MOSCOW.format(date) : '';
}
