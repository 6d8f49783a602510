/**
 * The lead delivery worker (decision 009): the database is the outbox. Every
 * lead is committed with `delivery_status = 'pending'` before the visitor gets
 * an answer; this worker claims due rows (`outbox.ts`), hands each to every
 * configured channel (CRM webhook, e-mail) and records the outcome:
 *
 * - all channels took it → `sent` + `delivered_at`;
 * - a channel failed → the attempt is counted, the reason kept in `last_error`,
 *   the next try is scheduled with exponential backoff (30 s · 2^n, at most an
 *   hour); after `maxAttempts` the lead is `failed` — still in the database and
 *   in `npm run leads:list --failed`, re-queued by `npm run leads:retry`;
 *   channels that already took it are not repeated;
 * - the process dies mid-delivery → the row stays `sending` until its lease
 *   runs out, then any worker claims it again.
 *
 * Delivery is therefore at-least-once: a crash after the CRM answered but
 * before the row was marked repeats the POST with the same `Idempotency-Key`,
 * which the CRM uses to drop the repeat. Schedule and retries live in the
 * rows, so they survive restarts. Runs in-process (plugins/lead-delivery.ts):
 * polls every few seconds and wakes at once on `kick()` after a new lead.
 */
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { describeUnavailable, isDatabaseUnavailable } from '../../db/unavailable.ts';
import { uploadedFiles } from '../../db/schema/visitors.ts';
import type { OutgoingLead } from './message.ts';
import {
  backoffDelay,
  claimDueLeads,
  markAttemptFailed,
  markDelivered,
  type ClaimedLead,
  type DeliveredChannels,
} from './outbox.ts';
import type { DeliveryChannel } from './webhook.ts';
import { hideLeadValues } from '../log-privacy.ts';

interface DeliveryLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface LeadDeliveryOptions {
  db: Db;
  channels: DeliveryChannel[];
  /** Where uploaded files live (their `storage_key` is a name in it). */
  uploadDir: string;
  log?: DeliveryLogger;
  /** Rows claimed and delivered in parallel per round. */
  batchSize?: number;
  pollMs?: number;
  /** A claimed row is left alone this long; past it, a crashed delivery is retried. Keep above the channels' timeouts. */
  leaseMs?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  maxAttempts?: number;
}

export interface LeadDelivery {
  /** False when no channel is configured or delivery is off: leads stay `pending`. */
  readonly enabled: boolean;
  /** Starts polling and delivers what is due. */
  start(): void;
  /** Wakes the worker now (a new lead was stored). Never throws. */
  kick(): void;
  /** Delivers until nothing is due at this moment (leads waiting for a retry later are left). */
  drain(): Promise<void>;
  /** Stops polling and waits for deliveries in flight. */
  stop(): Promise<void>;
}

const DELIVERY_DEFAULTS = {
  batchSize: 10,
  pollMs: 5000,
  leaseMs: 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60 * 1000,
  maxAttempts: 12,
};

const silent: DeliveryLogger = { info() {}, warn() {}, error() {} };

/** A stand-in with the same face that delivers nothing (no channel, or `LEAD_DELIVERY=off`). */
export const idleLeadDelivery: LeadDelivery = {
  enabled: false,
  start() {},
  kick() {},
  drain: async () => {},
  stop: async () => {},
};

async function withFiles(db: Db, leads: ClaimedLead[], uploadDir: string): Promise<OutgoingLead[]> {
  const ids = leads.map((lead) => lead.id);
  const rows =
    ids.length === 0 ? [] : await db.select().from(uploadedFiles).where(inArray(uploadedFiles.submissionId, ids));
  return leads.map((lead) => ({
    ...lead,
    files: rows
      .filter((row) => row.submissionId === lead.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => ({
        id: row.id,
        name: row.originalName,
        contentType: row.contentType,
        size: row.size,
        sha256: row.sha256,
        // The key is a bare file name; basename keeps a tampered row inside the folder.
        path: path.join(uploadDir, path.basename(row.storageKey)),
      })),
  }));
}

export function createLeadDelivery(options: LeadDeliveryOptions): LeadDelivery {
  if (options.channels.length === 0) return idleLeadDelivery;
  const settings = { ...DELIVERY_DEFAULTS, ...stripUndefined(options) };
  const { db, channels } = options;
  const log = options.log ?? silent;

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function deliverOne(lead: OutgoingLead): Promise<void> {
    const done: DeliveredChannels = { ...lead.deliveredChannels };
    const errors: string[] = [];
    for (const channel of channels) {
      if (done[channel.name]) continue;
      try {
        await channel.send(lead);
        done[channel.name] = new Date().toISOString();
      } catch (error) {
        errors.push(`${channel.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (errors.length === 0) {
      const marked = await markDelivered(db, lead, done);
      if (marked) log.info({ leadId: lead.id, attempt: lead.attempt }, 'lead delivered');
      else log.warn({ leadId: lead.id }, 'lead delivered after its lease ran out; another attempt may repeat it');
      return;
    }
    const retryInMs = backoffDelay(lead.attempt, settings.backoffMs, settings.maxBackoffMs);
    const status = await markAttemptFailed(db, lead, {
      error: errors.join('; '),
      channels: done,
      retryInMs,
      maxAttempts: settings.maxAttempts,
    });
    // `last_error` keeps the full reason next to the lead; a log line does not repeat the lead (a CRM may echo it back).
    const context = { leadId: lead.id, attempt: lead.attempt, error: hideLeadValues(errors.join('; '), lead.payload) };
    if (status === 'failed')
      log.error(context, `lead delivery failed ${lead.attempt} times; left as failed (npm run leads:retry)`);
    else if (status === 'pending') log.warn({ ...context, retryInMs }, 'lead delivery failed; will retry');
  }

  /** Claims and delivers rounds until a round comes back short; returns how many leads it handled. */
  async function loop(): Promise<number> {
    let handled = 0;
    do {
      again = false;
      for (;;) {
        if (stopped) return handled;
        const claimed = await claimDueLeads(db, { limit: settings.batchSize, leaseMs: settings.leaseMs });
        if (claimed.length === 0) break;
        handled += claimed.length;
        const leads = await withFiles(db, claimed, options.uploadDir);
        const results = await Promise.allSettled(leads.map(deliverOne));
        for (const result of results) {
          // Only the outcome write can throw here; the row stays `sending` and its lease brings it back.
          if (result.status === 'rejected') log.error({ err: result.reason }, 'lead delivery outcome not recorded');
        }
        if (claimed.length < settings.batchSize) break;
      }
    } while (again && !stopped);
    return handled;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running.then(() => -1);
    }
    running = loop()
      .catch((error: unknown) => {
        if (stopped) return 0;
        // An outage is not a bug and ends by itself: one warning per poll, without the driver's stack (decision 027).
        if (isDatabaseUnavailable(error))
          log.warn(describeUnavailable(error), 'lead delivery waits for the database; the next poll retries');
        else log.error({ err: error }, 'lead delivery round failed; the next poll retries');
        return 0;
      })
      .finally(() => {
        running = null;
        // A kick that came after the round's last claim must not wait for the next poll.
        if (again && !stopped) void run();
      });
    return running;
  }

  return {
    enabled: true,
    start() {
      if (stopped || timer) return;
      timer = setInterval(() => void run(), settings.pollMs);
      timer.unref();
      void run();
    },
    kick() {
      if (!stopped) void run();
    },
    async drain() {
      // -1: joined a round already under way, whose claims may predate the call → go again.
      for (;;) {
        if (stopped) return;
        const handled = await run();
        if (handled === 0) return;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      for (const channel of channels) channel.close?.();
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
