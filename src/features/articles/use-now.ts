/**
 * The current time, refreshed every `intervalMs`: countdowns and «осталось N дней» badges move on their own.
 * Starts at the render's moment, so the hydrating page draws the server's text (useClock).
 */
import { useClock } from '@/lib/render/use-clock';

export function useNow(intervalMs: number): number {
  return useClock(intervalMs);
}
