/**
 * Anonymous visitors (spec §1: no accounts) and what they keep: favourites,
 * comparisons, submitted forms and the files attached to them.
 */
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { deliveryStatus } from './enums.ts';
import { lots } from './lots.ts';

/** Identified by a random id in a signed cookie. */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

const visitorLot = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      visitorId: uuid('visitor_id')
        .notNull()
        .references(() => visitors.id, { onDelete: 'cascade' }),
      lotId: integer('lot_id')
        .notNull()
        .references(() => lots.id, { onDelete: 'cascade' }),
      createdAt: createdAt(),
    },
    (t) => [unique(`${name}_visitor_lot_uq`).on(t.visitorId, t.lotId), index(`${name}_lot_idx`).on(t.lotId)],
  );

export const favorites = visitorLot('favorites');
export const comparisons = visitorLot('comparisons');

/** Every form post; delivered to the CRM by a retrying worker (an outbox, decision 009), deduplicated by the client's key. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: id(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Form type as posted: `mailing`, `callback`, `booking`, `tender`, `vacancy`… */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    pageUrl: text('page_url'),
    deliveryStatus: deliveryStatus('delivery_status').notNull().default('pending'),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Channels that already took the lead (`webhook`, `mail`) with the time: a retry skips them (decision 009). */
    deliveryChannels: jsonb('delivery_channels').$type<Partial<Record<string, string>>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_delivery_idx').on(t.deliveryStatus, t.nextAttemptAt),
    index('form_submissions_type_created_idx').on(t.type, t.createdAt),
  ],
);

/** Files attached to forms (CVs, tender offers); private, never served under /media. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: integer('submission_id').references(() => formSubmissions.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the bytes live (relative path in the upload folder). */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_submission_idx').on(t.submissionId)],
);
