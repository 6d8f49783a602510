/**
 * Where the cookie secret comes from. A secret made per process (the old
 * default) broke every visitor's signed cookie and CSRF token on each restart
 * and between instances, so an unset COOKIE_SECRET now means «generate one
 * once and keep it in the database». Previous secrets stay accepted for
 * verification during a rotation; only the current one signs.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

export const COOKIE_SECRET_NAME = 'cookie';

export interface CookieSecrets {
  /** Signs new cookies and tokens. */
  current: string;
  /** The current secret first, then the previous ones: any of them verifies. */
  all: string[];
  source: 'environment' | 'database' | 'generated';
}

/** The stored secret, created by the first instance to ask; racing instances all end up with the winner's. */
async function storedCookieSecret(db: Db): Promise<{ value: string; created: boolean }> {
  const candidate = randomBytes(32).toString('base64url');
  const inserted = await db
    .insert(serverSecrets)
    .values({ name: COOKIE_SECRET_NAME, value: candidate })
    .onConflictDoNothing()
    .returning({ value: serverSecrets.value });
  if (inserted[0]) return { value: inserted[0].value, created: true };
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, COOKIE_SECRET_NAME));
  if (!row) throw new Error('cookie secret vanished between insert and select');
  return { value: row.value, created: false };
}

export async function loadCookieSecrets(
  db: Db,
  config: { COOKIE_SECRET?: string; COOKIE_SECRET_PREVIOUS?: string[] },
): Promise<CookieSecrets> {
  const previous = config.COOKIE_SECRET_PREVIOUS ?? [];
  if (config.COOKIE_SECRET) {
    return { current: config.COOKIE_SECRET, all: unique([config.COOKIE_SECRET, ...previous]), source: 'environment' };
  }
  const stored = await storedCookieSecret(db);
  return {
    current: stored.value,
    all: unique([stored.value, ...previous]),
    source: stored.created ? 'generated' : 'database',
  };
}

const unique = (values: string[]) => [...new Set(values)];

/** The start-up log line: where the secret came from, never the secret. */
export function describeCookieSecrets(secrets: CookieSecrets): string {
  const origin = {
    environment: 'cookie secret: COOKIE_SECRET',
    database: 'cookie secret: kept in the database (server_secrets), shared by every instance',
    generated:
      'cookie secret: generated now and kept in the database (server_secrets); set COOKIE_SECRET to manage it yourself',
  }[secrets.source];
  const extra = secrets.all.length - 1;
  return extra > 0 ? `${origin}; ${extra} previous secret(s) still accepted` : origin;
}
