/**
 * The outbox rows of `form_submissions` (decision 009): claiming due leads,
 * recording the outcome. Plain SQL that behaves the same on PGlite and on
 * PostgreSQL; safe with several processes on one PostgreSQL database.
 *
 * - A claim flips due rows (`pending`, or `sending` whose lease ran out — a
 *   worker died mid-delivery) to `sending`, counts the attempt and leases the
 *   row until `now() + lease`, all in one `UPDATE … WHERE id IN (SELECT … FOR
 *   UPDATE SKIP LOCKED)`: two workers never claim the same row at once.
 * - The outcome is written only while the claim still holds (same status and
 *   attempt number), so a worker whose lease was taken over cannot overwrite
 *   the newer attempt.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formSubmissions } from '../../db/schema/visitors.ts';

/** Channel → ISO time it took the lead. */
export type DeliveredChannels = Partial<Record<string, string>>;

export interface ClaimedLead {
  id: number;
  idempotencyKey: string;
  type: string;
  payload: Record<string, unknown>;
  pageUrl: string | null;
  visitorId: string | null;
  createdAt: Date;
  /** This attempt's number, 1-based; also the claim's fencing token. */
  attempt: number;
  deliveredChannels: DeliveredChannels;
}

const interval = (ms: number) => sql`(now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;

export async function claimDueLeads(db: Db, options: { limit: number; leaseMs: number }): Promise<ClaimedLead[]> {
  const due = db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        inArray(formSubmissions.deliveryStatus, ['pending', 'sending']),
        lte(formSubmissions.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(formSubmissions.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(formSubmissions)
    .set({
      deliveryStatus: 'sending',
      deliveryAttempts: sql`${formSubmissions.deliveryAttempts} + 1`,
      nextAttemptAt: interval(options.leaseMs),
    })
    .where(inArray(formSubmissions.id, due))
    .returning({
      id: formSubmissions.id,
      idempotencyKey: formSubmissions.idempotencyKey,
      type: formSubmissions.type,
      payload: formSubmissions.payload,
      pageUrl: formSubmissions.pageUrl,
      visitorId: formSubmissions.visitorId,
      createdAt: formSubmissions.createdAt,
      attempt: formSubmissions.deliveryAttempts,
      deliveredChannels: formSubmissions.deliveryChannels,
    });
  return rows.sort((a, b) => a.id - b.id);
}

const stillClaimed = (lead: ClaimedLead) =>
  and(
    eq(formSubmissions.id, lead.id),
    eq(formSubmissions.deliveryStatus, 'sending'),
    eq(formSubmissions.deliveryAttempts, lead.attempt),
  );

/** Every configured channel took the lead. False when the claim was lost meanwhile. */
export async function markDelivered(db: Db, lead: ClaimedLead, channels: DeliveredChannels): Promise<boolean> {
  const rows = await db
    .update(formSubmissions)
    .set({
      deliveryStatus: 'sent',
      deliveredAt: sql`now()`,
      lastError: null,
      deliveryChannels: channels,
      nextAttemptAt: sql`now()`,
    })
    .where(stillClaimed(lead))
    .returning({ id: formSubmissions.id });
  return rows.length > 0;
}

/**
 * A channel failed: back to `pending` until `now() + retryInMs`, or `failed`
 * once `maxAttempts` are spent (still listed; `npm run leads:retry` re-queues).
 * Channels that did take the lead are remembered and skipped next time.
 */
export async function markAttemptFailed(
  db: Db,
  lead: ClaimedLead,
  outcome: { error: string; channels: DeliveredChannels; retryInMs: number; maxAttempts: number },
): Promise<'pending' | 'failed' | 'lost'> {
  const status = lead.attempt >= outcome.maxAttempts ? 'failed' : 'pending';
  const rows = await db
    .update(formSubmissions)
    .set({
      deliveryStatus: status,
      lastError: outcome.error.slice(0, 2000),
      deliveryChannels: outcome.channels,
      nextAttemptAt: status === 'failed' ? sql`now()` : interval(outcome.retryInMs),
    })
    .where(stillClaimed(lead))
    .returning({ id: formSubmissions.id });
  return rows.length > 0 ? status : 'lost';
}

/** Retry delay after the n-th failed attempt: base · 2^(n−1), capped, ±10 % jitter so retries of many leads spread out. */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
  return Math.round(plain * (0.9 + 0.2 * random()));
}
