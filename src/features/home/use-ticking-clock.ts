/**
 * The current time by the server's clock, re-read every second until `end`
 * (server time; null: the clock stands at the render's moment). `offsetMs` is
 * server time minus local time at the answer, so a visitor whose clock is off
 * by minutes still sees the real time left. Starts at the render's moment, so
 * the hydrating page draws the server's text (useClock).
 */
import { useClock } from '@/lib/render/use-clock';

const TICK_MS = 1000;

export function useTickingClock(end: number | null, offsetMs = 0): number {
  return useClock(TICK_MS, end === null ? Number.NEGATIVE_INFINITY : end - offsetMs) + offsetMs;
}
