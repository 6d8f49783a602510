import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleTimeoutFor, resetDelayedStartup, whenStartupAllowed } from './delayed-startup';

afterEach(() => {
  resetDelayedStartup();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('delayed start-up (spec §4, §9)', () => {
  it('uses 3000 ms under 640 px and 4000 ms otherwise', () => {
    expect(idleTimeoutFor(639)).toBe(3000);
    expect(idleTimeoutFor(640)).toBe(4000);
  });

  it('starts on the first interaction', async () => {
    let started = false;
    void whenStartupAllowed().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(started).toBe(true));
  });

  it('starts after the idle timeout without interaction', async () => {
    vi.useFakeTimers();
    let started = false;
    void whenStartupAllowed().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(idleTimeoutFor(window.innerWidth) + 7000);
    expect(started).toBe(true);
  });

  it('starts at once under /print', async () => {
    history.replaceState(null, '', '/print?id=1');
    await expect(whenStartupAllowed()).resolves.toBeUndefined();
  });
});
