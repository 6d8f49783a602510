import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { RELOAD_GRACE_MS } from './maintenance-time';
import { useReloadAfterMaintenance } from './use-reload-after-maintenance';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useReloadAfterMaintenance', () => {
  it('reloads once the works end, not before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 23, 12, 0, 0));
    const reload = vi.fn();
    renderHook(() => useReloadAfterMaintenance(new Date(Date.now() + 60_000).toISOString(), reload));
    vi.advanceTimersByTime(60_000 + RELOAD_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancels the reload when the page goes away', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { unmount } = renderHook(() => useReloadAfterMaintenance(new Date(Date.now() + 1_000).toISOString(), reload));
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
