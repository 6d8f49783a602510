/**
 * Milliseconds left until `until`, re-read every second (spec §4); null when
 * the time is missing, unreadable or reached, and the ticking stops then.
 */
import { useEffect, useState } from 'react';
import { parseUntil, remainingMs } from './countdown';

export const COUNTDOWN_TICK_MS = 1000;

export function useCountdown(until: string | null | undefined): number | null {
  const end = parseUntil(until);
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(now, end);
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, end]);

  return left;
}
