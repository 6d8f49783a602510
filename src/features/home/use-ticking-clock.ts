/**
 * The current time by the server's clock, re-read every second while
 * `running`. `offsetMs` is server time minus local time at the answer, so a
 * visitor whose clock is off by minutes still sees the real time left.
 */
import { useEffect, useState } from 'react';

export const TICK_MS = 1000;

export function useTickingClock(running: boolean, offsetMs = 0): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setLocal(Date.now());
    const timer = window.setInterval(() => setLocal(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return local + offsetMs;
}
