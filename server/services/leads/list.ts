/**
 * Queries behind the operator scripts (`npm run leads:list`, `leads:export`,
 * `leads:retry`): every lead stays in `form_submissions`, delivered or not, so
 * a lead whose delivery keeps failing is listed here and can be re-queued.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DELIVERY_STATUSES } from '../../db/schema/enums.ts';
import { formSubmissions } from '../../db/schema/visitors.ts';

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** `failed`: gave up; `pending`: not delivered yet (waiting or being sent); `all`. */
export type LeadFilter = 'all' | 'failed' | 'pending';

export interface ListLeadsOptions {
  filter?: LeadFilter;
  /** Newest first; null: every lead. */
  limit?: number | null;
}

export interface LeadRow {
  id: number;
  idempotencyKey: string;
  type: string;
  payload: Record<string, unknown>;
  pageUrl: string | null;
  createdAt: Date;
  deliveryStatus: DeliveryStatus;
  deliveryAttempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  deliveredAt: Date | null;
  deliveryChannels: Partial<Record<string, string>>;
}

function filterCondition(filter: LeadFilter): SQL | undefined {
  if (filter === 'failed') return eq(formSubmissions.deliveryStatus, 'failed');
  if (filter === 'pending') return inArray(formSubmissions.deliveryStatus, ['pending', 'sending']);
  return undefined;
}

/** The query of `npm run leads:list` (and of the export, with no limit). */
export async function listLeads(db: Db, { filter = 'all', limit = 50 }: ListLeadsOptions = {}): Promise<LeadRow[]> {
  const query = db
    .select({
      id: formSubmissions.id,
      idempotencyKey: formSubmissions.idempotencyKey,
      type: formSubmissions.type,
      payload: formSubmissions.payload,
      pageUrl: formSubmissions.pageUrl,
      createdAt: formSubmissions.createdAt,
      deliveryStatus: formSubmissions.deliveryStatus,
      deliveryAttempts: formSubmissions.deliveryAttempts,
      nextAttemptAt: formSubmissions.nextAttemptAt,
      lastError: formSubmissions.lastError,
      deliveredAt: formSubmissions.deliveredAt,
      deliveryChannels: formSubmissions.deliveryChannels,
    })
    .from(formSubmissions)
    .where(filterCondition(filter))
    .orderBy(desc(formSubmissions.id));
  return limit == null ? query : query.limit(limit);
}

/** How many leads are in each delivery status (zeros included). */
export async function countLeadsByStatus(db: Db): Promise<Record<DeliveryStatus, number>> {
  const rows = await db
    .select({ status: formSubmissions.deliveryStatus, n: count() })
    .from(formSubmissions)
    .groupBy(formSubmissions.deliveryStatus);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * `npm run leads:retry`: failed leads (all, or those `ids`) back to `pending`
 * with a fresh attempt budget, due now. Channels that already took a lead are
 * still skipped. Returns the ids re-queued.
 */
export async function retryFailedLeads(db: Db, options: { ids?: number[] } = {}): Promise<number[]> {
  const rows = await db
    .update(formSubmissions)
    .set({ deliveryStatus: 'pending', deliveryAttempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(formSubmissions.deliveryStatus, 'failed'),
        options.ids ? inArray(formSubmissions.id, options.ids) : undefined,
      ),
    )
    .returning({ id: formSubmissions.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
