/**
 * When announced maintenance applies (spec §4): a time that is missing,
 * unreadable or already past is ignored. Pure, shared by the watch and the
 * end-of-works reload.
 */

/** How often an open page asks `tech/` whether works were announced meanwhile. */
export const MAINTENANCE_POLL_MS = 2 * 60_000;

/** After the countdown reaches zero, wait this long before reloading: the server needs a moment to come back. */
export const RELOAD_GRACE_MS = 5_000;

/** setTimeout fires at once past 2³¹−1 ms (~24.8 days); further ends are left to the next poll or visit. */
export const MAX_TIMEOUT_MS = 2_147_483_647;

/** The end time if it is ahead of `now`, otherwise null. */
export function activeMaintenance(time: string | null | undefined, now: number): string | null {
  if (!time) return null;
  const end = Date.parse(time);
  return Number.isFinite(end) && end > now ? time : null;
}

/** Milliseconds until the page should reload after works end at `until`, or null when never. */
export function reloadDelay(until: string, now: number): number | null {
  const end = Date.parse(until);
  if (!Number.isFinite(end)) return null;
  const delay = Math.max(0, end - now) + RELOAD_GRACE_MS;
  return delay <= MAX_TIMEOUT_MS ? delay : null;
}
