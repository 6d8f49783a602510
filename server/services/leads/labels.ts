/** Russian names for what the sales team reads: lead types, form fields and delivery statuses. */
import type { LeadType } from '../../../src/schemas/leads.ts';
import type { DELIVERY_STATUSES } from '../../db/schema/enums.ts';

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  mailing: 'Подписка на рассылку',
  callback: 'Обратный звонок',
  visit: 'Запись на показ',
  lot_booking: 'Бронирование лота',
  partnership_brokers: 'Партнёрство: брокеры',
  partnership_investors: 'Партнёрство: инвесторы',
  partnership_landowners: 'Партнёрство: владельцы земли',
  tender: 'Участие в тендере',
  vacancy: 'Отклик на вакансию',
  anti_corruption: 'Антикоррупционное обращение',
};

export function leadTypeLabel(type: string): string {
  return (LEAD_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** Fields shown in the e-mail and the CSV, in this order; anything else follows under its own key. */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Имя',
  phone: 'Телефон',
  email: 'E-mail',
  company: 'Компания',
  inn: 'ИНН',
  city: 'Город',
  location: 'Расположение участка',
  area: 'Площадь участка',
  date: 'Дата показа',
  time: 'Время показа',
  project: 'Проект (id)',
  lot: 'Лот (id)',
  tender: 'Тендер (id)',
  vacancy: 'Вакансия (id)',
  comment: 'Комментарий',
  message: 'Сообщение',
  consent: 'Согласие на обработку данных',
  captcha: 'Капча',
};

/** Payload keys that are plumbing, not what the visitor wrote. */
export const HIDDEN_FIELDS = new Set(['type', 'idempotency_key', 'site', 'yandex_token', 'files', 'cv']);

export const DELIVERY_STATUS_LABELS: Record<(typeof DELIVERY_STATUSES)[number], string> = {
  pending: 'ожидает',
  sending: 'отправляется',
  sent: 'доставлена',
  failed: 'не доставлена',
};

/** `true` → «да», arrays joined, objects as JSON: one line per value. */
export function formatFieldValue(value: unknown): string {
  if (value === true) return 'да';
  if (value === false) return 'нет';
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(formatFieldValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The visitor's fields as label/value pairs, known ones first. */
export function leadFields(payload: Record<string, unknown>): Array<{ key: string; label: string; value: string }> {
  const known = Object.keys(FIELD_LABELS).filter((key) => key in payload);
  const rest = Object.keys(payload)
    .filter((key) => !(key in FIELD_LABELS) && !HIDDEN_FIELDS.has(key))
    .sort();
  return [...known, ...rest]
    .map((key) => ({ key, label: FIELD_LABELS[key] ?? key, value: formatFieldValue(payload[key]) }))
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
