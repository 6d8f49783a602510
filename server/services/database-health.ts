/**
 * Whether the database serves (`GET /api/health/`, decision 027): `select 1`
 * within HEALTH_TIMEOUT_MS, so a load balancer or a script can tell a healthy
 * instance from one whose database is gone.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { describeUnavailable } from '../db/unavailable.ts';

/** Shorter than the pool's connection timeout: health must answer while a query would still wait. */
const HEALTH_TIMEOUT_MS = 2000;

class HealthTimeout extends Error {
  constructor() {
    super(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`);
  }
}

/** Null when the database answered; otherwise what to log about why it did not. */
export async function databaseDown(db: Db): Promise<{ code?: string; reason: string } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new HealthTimeout()), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return null;
  } catch (error) {
    // Any failure of `select 1` means the database does not serve: down, whatever the cause.
    return error instanceof HealthTimeout ? { reason: error.message } : describeUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}
