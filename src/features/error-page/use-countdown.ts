/**
 * Milliseconds left until `until`, re-read every second (spec §4); null when
 * the time is missing, unreadable or reached, and the ticking stops then.
 * Counts from the render's moment, so the hydrating page draws the server's
 * text, then from the real time (useClock).
 */
import { useClock } from '@/lib/render/use-clock';
import { parseUntil, remainingMs } from './countdown';

const COUNTDOWN_TICK_MS = 1000;

export function useCountdown(until: string | null | undefined): number | null {
  const end = parseUntil(until);
  const now = useClock(COUNTDOWN_TICK_MS, end ?? Number.NEGATIVE_INFINITY);
  return remainingMs(now, end);
}
