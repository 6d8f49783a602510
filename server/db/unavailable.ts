/**
 * The one place that tells «the database cannot be reached right now» from
 * any other failure (decision 027). Such an error is not a bug of ours: the
 * answer is 503 with `Retry-After`, the log line a warning, and the next
 * request simply tries again — the pool reconnects by itself.
 *
 * node-postgres reports a lost server through socket codes, SQLSTATE codes
 * and a few plain messages; Drizzle wraps it (DrizzleQueryError) with the
 * driver's error in `cause`, so causes are unwrapped.
 */

/** Seconds a client should wait before asking again (the `Retry-After` header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'Сервис временно недоступен, повторите попытку через несколько секунд';

const CODES = new Set([
  // The socket: refused while the server is down, reset or broken when it goes away, no route or name.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down).
  '57P01',
  '57P02',
  '57P03',
  // too_many_connections: the server is there but takes nobody else for now.
  '53300',
]);

const MESSAGES = [
  /^Connection terminated/i, // node-postgres: the socket closed (also «… due to connection timeout»)
  /timeout exceeded when trying to connect/i, // pg-pool: no connection within connectionTimeoutMillis
  /encountered a connection error and is not queryable/i, // a client whose socket already died
  /Client was closed and is not queryable/i, // a client the pool removed after its connection died
  /terminating connection due to administrator command/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

function matches(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // Class 08: connection exceptions (connection_failure, connection_does_not_exist…).
  if (typeof code === 'string' && (CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/** The error of the chain that says the database is unreachable, or null. */
function unavailableCause(error: unknown): object | null {
  let current: unknown = error;
  // Bounded: a cause chain is short, and a cycle must not hang the error handler.
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    if (matches(current)) return current;
    // Node reports a refused `localhost` (IPv6 and IPv4 tried) as an AggregateError of both.
    const inner = (current as { errors?: unknown }).errors;
    const found = Array.isArray(inner)
      ? inner.find((item) => typeof item === 'object' && item !== null && matches(item))
      : undefined;
    if (found) return found as object;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== null;
}

/**
 * What to log about it: the driver's code and message only. The wrapping
 * DrizzleQueryError's message holds the query and its parameters (a lead's
 * phone number), which have no place in a warning repeated for every request.
 */
export function describeUnavailable(error: unknown): { code?: string; reason: string } {
  const cause = (unavailableCause(error) ?? {}) as { code?: unknown; message?: unknown };
  const reason = typeof cause.message === 'string' && cause.message ? cause.message : 'database unavailable';
  return typeof cause.code === 'string' ? { code: cause.code, reason } : { reason };
}
