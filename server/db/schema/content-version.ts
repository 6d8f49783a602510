import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * A single row whose `version` statement-level triggers (migration
 * 0005_content_version) bump on every write to the content tables a page
 * shows — articles, content blocks, media, company lists, SEO overrides, site
 * settings… — ORM or raw SQL alike. The catalogue tables have their own
 * `catalog_version` (decision 006); visitor data, leads and secrets bump
 * nothing. The render cache (server/html/render-cache.ts) keys pages by both.
 */
export const contentVersion = pgTable('content_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
