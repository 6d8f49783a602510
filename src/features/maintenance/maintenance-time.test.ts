import { describe, expect, it } from 'vitest';
import { MAX_TIMEOUT_MS, RELOAD_GRACE_MS, activeMaintenance, reloadDelay } from './maintenance-time';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('activeMaintenance', () => {
  it('keeps a time ahead and ignores a missing, unreadable or past one (spec §4)', () => {
    expect(activeMaintenance(iso(NOW + 60_000), NOW)).toBe(iso(NOW + 60_000));
    expect(activeMaintenance(null, NOW)).toBeNull();
    expect(activeMaintenance(undefined, NOW)).toBeNull();
    expect(activeMaintenance('скоро', NOW)).toBeNull();
    expect(activeMaintenance(iso(NOW), NOW)).toBeNull();
    expect(activeMaintenance(iso(NOW - 1), NOW)).toBeNull();
  });
});

describe('reloadDelay', () => {
  it('waits until the end plus a grace period, at once when already over', () => {
    expect(reloadDelay(iso(NOW + 90_000), NOW)).toBe(90_000 + RELOAD_GRACE_MS);
    expect(reloadDelay(iso(NOW - 90_000), NOW)).toBe(RELOAD_GRACE_MS);
  });

  it('does not schedule what setTimeout cannot hold or cannot read', () => {
    expect(reloadDelay(iso(NOW + MAX_TIMEOUT_MS), NOW)).toBeNull();
    expect(reloadDelay('завтра', NOW)).toBeNull();
  });
});
