/**
 * Counts events per key in fixed windows, in memory (per instance, like the
 * form limits of @fastify/rate-limit). Used where the limited thing happens
 * inside a handler rather than per request: creating a visitor identity.
 */
export interface PerKeyCounter {
  /** Counts one event for `key`; false when the key is over its limit in this window. */
  take(key: string, now?: number): boolean;
  /** Seconds until the key's window ends (for `Retry-After`). */
  retryAfter(key: string, now?: number): number;
}

export function perKeyCounter(max: number, windowMs: number, maxKeys = 100_000): PerKeyCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.endsAt <= now) windows.delete(key);
  };
  return {
    take(key, now = Date.now()) {
      let entry = windows.get(key);
      if (!entry || entry.endsAt <= now) {
        // Bounded memory under a flood of addresses: expired windows go first, then the oldest.
        if (windows.size >= maxKeys) sweep(now);
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        entry = { count: 0, endsAt: now + windowMs };
        windows.delete(key);
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= max;
    },
    retryAfter(key, now = Date.now()) {
      const entry = windows.get(key);
      return entry ? Math.max(1, Math.ceil((entry.endsAt - now) / 1000)) : 0;
    },
  };
}
