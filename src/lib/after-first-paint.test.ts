import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a frame and the task after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let done = false;
    void afterFirstPaint({ visibilityState: 'visible' }).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(vi.getTimerCount()).toBe(1);
    await vi.runOnlyPendingTimersAsync();
    // The frame ran and queued the task after the paint.
    expect(done).toBe(false);
    await vi.runOnlyPendingTimersAsync();
    expect(done).toBe(true);
  });

  it('resolves at once on a hidden page, where no frame comes', async () => {
    const rafSpy = vi.spyOn(globalThis, 'requestAnimationFrame');
    await afterFirstPaint({ visibilityState: 'hidden' });
    expect(rafSpy).not.toHaveBeenCalled();
    rafSpy.mockRestore();
  });
});
