/**
 * `npm run leads:list [-- --failed | --pending] [--limit N]`: recent leads
 * with their delivery state, newest first, and totals per status.
 */
import { formatMoscowTime, DELIVERY_STATUS_LABELS, leadTypeLabel } from '../server/services/leads/labels.ts';
import { countLeadsByStatus, listLeads, type LeadFilter, type LeadRow } from '../server/services/leads/list.ts';
import { argValue, openLeadsDatabase } from './leads-db.ts';
import { shorten, textTable } from './text-table.ts';

const args = process.argv.slice(2);
const filter: LeadFilter = args.includes('--failed') ? 'failed' : args.includes('--pending') ? 'pending' : 'all';
const limit = Number(argValue(args, '--limit') ?? 50);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('--limit: целое число больше нуля');
  process.exit(2);
}

function contact(row: LeadRow): string {
  const parts = [row.payload.name, row.payload.phone ?? row.payload.email].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.join(', ');
}

const database = await openLeadsDatabase();
try {
  const [rows, counts] = await Promise.all([
    listLeads(database.db, { filter, limit }),
    countLeadsByStatus(database.db),
  ]);
  const title = {
    all: 'Последние заявки',
    failed: 'Заявки, которые не удалось доставить',
    pending: 'Заявки, ожидающие доставки',
  }[filter];
  console.log(`${title} (${rows.length}):`);
  if (rows.length > 0) {
    console.log(
      textTable([
        ['№', 'Получена (МСК)', 'Тип', 'Контакт', 'Статус', 'Попыток', 'Ошибка'],
        ...rows.map((row) => [
          String(row.id),
          formatMoscowTime(row.createdAt),
          shorten(leadTypeLabel(row.type), 28),
          shorten(contact(row), 36),
          DELIVERY_STATUS_LABELS[row.deliveryStatus],
          String(row.deliveryAttempts),
          shorten(row.lastError ?? '', 60),
        ]),
      ]),
    );
  }
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  console.log(
    `\nВсего: ${total}; доставлено — ${counts.sent}, ожидают — ${counts.pending + counts.sending}, не доставлено — ${counts.failed}.`,
  );
  if (counts.failed > 0) console.log('Повторить недоставленные: npm run leads:retry');
} finally {
  await database.close();
}
