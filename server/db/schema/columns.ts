/** Column helpers shared by the schema files. */
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key; "by default" so the deterministic seed can set ids itself. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Drizzle refreshes it on every ORM update; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Binary column; node-postgres hands back a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
