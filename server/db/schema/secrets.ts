/**
 * Secrets the server generates for itself when the operator sets none: kept in
 * the database so every restart and every instance on the same database share
 * them (a per-process secret orphaned every visitor's cookie on restart).
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const serverSecrets = pgTable('server_secrets', {
  /** `cookie`: signs the visitor cookie and the CSRF tokens. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
