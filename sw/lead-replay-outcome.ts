/**
 * What a replayed lead's answer means. Pure, unit-tested.
 * - delivered: stored now or before (2xx, including the idempotent «duplicate»);
 * - keep: worth another attempt later (a gateway or the server down, rate
 *   limit, a CSRF pair still stale after renewal);
 * - dropped: refused for good (validation, a captcha that failed, a key used
 *   for another form): replaying it would only be refused again.
 */
export type ReplayOutcome = 'delivered' | 'keep' | 'dropped';

export function replayOutcome(status: number): ReplayOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 403 || status === 408 || status === 429 || status >= 500) return 'keep';
  return 'dropped';
}
