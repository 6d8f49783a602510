/**
 * A clock for render code (decision 032): its first value is the render's
 * moment (`useRenderedAt`), so the server's page and the hydrating browser
 * draw the same text; the first effect moves it to the real time and then it
 * ticks every `intervalMs`. It stops once it reaches `until` (epoch ms by the
 * local clock): a countdown at zero needs no timer.
 */
import { useEffect, useState } from 'react';
import { useRenderedAt } from './render-env';

export function useClock(intervalMs: number, until = Number.POSITIVE_INFINITY): number {
  const renderedAt = useRenderedAt();
  const [now, setNow] = useState(renderedAt);
  const running = now < until;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
