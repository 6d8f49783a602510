/** What a delivered lead looks like: the webhook's JSON body and the e-mail's plain Russian text. */
import { formatBytes } from '../../../src/lib/format/bytes.ts';
import { formatMoscowTime, leadFields, leadTypeLabel } from './labels.ts';
import type { ClaimedLead } from './outbox.ts';

interface LeadFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Absolute path of the bytes in UPLOAD_DIR. */
  path: string;
}

/** A claimed lead with its attached files: what every channel receives. */
export interface OutgoingLead extends ClaimedLead {
  files: LeadFile[];
}

/** Already top-level in the body (`type`, `idempotency_key`, `page_url`) or secret. */
const WEBHOOK_OMITS = new Set(['type', 'idempotency_key', 'site', 'yandex_token']);

/**
 * Body POSTed to `CRM_WEBHOOK_URL`. `idempotency_key` (also the
 * `Idempotency-Key` header) is the same on every attempt: delivery is
 * at-least-once and the CRM drops a key it has seen.
 */
export function webhookBody(lead: OutgoingLead) {
  const fields = Object.fromEntries(Object.entries(lead.payload).filter(([key]) => !WEBHOOK_OMITS.has(key)));
  return {
    event: 'lead.created',
    id: lead.id,
    idempotency_key: lead.idempotencyKey,
    type: lead.type,
    type_label: leadTypeLabel(lead.type),
    created_at: lead.createdAt.toISOString(),
    page_url: lead.pageUrl,
    visitor_id: lead.visitorId,
    attempt: lead.attempt,
    fields,
    files: lead.files.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
    })),
  };
}

export function mailSubject(lead: OutgoingLead): string {
  const name = typeof lead.payload.name === 'string' && lead.payload.name ? ` — ${lead.payload.name}` : '';
  return `Заявка №${lead.id}: ${leadTypeLabel(lead.type)}${name}`;
}

/** Plain-text summary for the sales inbox; `missing` lists files whose bytes were not found. */
export function mailText(lead: OutgoingLead, missing: ReadonlySet<string> = new Set()): string {
  const lines = [
    `Новая заявка с сайта: ${leadTypeLabel(lead.type)}`,
    '',
    `Номер: ${lead.id}`,
    `Получена: ${formatMoscowTime(lead.createdAt)} (МСК)`,
  ];
  if (lead.pageUrl) lines.push(`Страница: ${lead.pageUrl}`);
  lines.push('');
  for (const field of leadFields(lead.payload)) lines.push(`${field.label}: ${field.value}`);
  if (lead.files.length > 0) {
    lines.push('', 'Файлы:');
    for (const file of lead.files) {
      const note = missing.has(file.id) ? ' — файл не найден на сервере, не приложен' : '';
      lines.push(`• ${file.name} (${formatBytes(file.size)})${note}`);
    }
  }
  lines.push('', `Ключ заявки: ${lead.idempotencyKey}`, 'Письмо отправлено сайтом автоматически.');
  return lines.join('\n');
}
