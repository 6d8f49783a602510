import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_DELAY_MS, modulePreloadSteps, scheduleIdlePrefetch } from './idle-prefetch';

interface FakeOptions {
  readyState?: DocumentReadyState;
  connection?: { effectiveType?: string; saveData?: boolean };
  idle?: boolean;
}

/** A window whose load event, idle callbacks and connection the test controls. */
function fakeWindow({ readyState = 'complete', connection, idle = true }: FakeOptions = {}) {
  const target = new EventTarget();
  const idleCalls: Array<{ run: () => void; timeout?: number }> = [];
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    document: { readyState },
    navigator: { onLine: true, connection } as unknown as Navigator,
    requestIdleCallback: idle
      ? (run: () => void, options?: { timeout?: number }) => idleCalls.push({ run, timeout: options?.timeout })
      : undefined,
    cancelIdleCallback: () => undefined,
  };
  return { win: win as never, target, idleCalls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('scheduleIdlePrefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for load and 2000 ms, then imports the chunks one per idle moment', async () => {
    const { win, target, idleCalls } = fakeWindow({ readyState: 'loading' });
    const loaders = [vi.fn(() => Promise.resolve()), vi.fn(() => Promise.resolve())];
    scheduleIdlePrefetch(loaders, win);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(idleCalls).toHaveLength(0);

    target.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(idleCalls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idleCalls).toHaveLength(1);
    expect(idleCalls[0].timeout).toBe(PREFETCH_DELAY_MS);
    expect(loaders[0]).not.toHaveBeenCalled();

    idleCalls[0].run();
    await flush();
    expect(loaders[0]).toHaveBeenCalledOnce();
    expect(loaders[1]).not.toHaveBeenCalled();
    idleCalls[1].run();
    await flush();
    expect(loaders[1]).toHaveBeenCalledOnce();
  });

  it('falls back to a timer without requestIdleCallback and survives a failed chunk', async () => {
    const { win } = fakeWindow({ idle: false });
    const loaders = [vi.fn(() => Promise.reject(new Error('offline'))), vi.fn(() => Promise.resolve())];
    scheduleIdlePrefetch(loaders, win);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(loaders[0]).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(loaders[1]).toHaveBeenCalledOnce();
  });

  it.each([
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['data saver', { effectiveType: '4g', saveData: true }],
  ])('fetches nothing on %s', async (_name, connection) => {
    const { win, idleCalls } = fakeWindow({ connection, idle: false });
    const loader = vi.fn(() => Promise.resolve());
    scheduleIdlePrefetch([loader], win);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 5);
    expect(idleCalls).toHaveLength(0);
    expect(loader).not.toHaveBeenCalled();
  });

  it('fetches on 3g and 4g', async () => {
    const { win } = fakeWindow({ connection: { effectiveType: '3g' }, idle: false });
    const loader = vi.fn(() => Promise.resolve());
    scheduleIdlePrefetch([loader], win);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 2);
    expect(loader).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', async () => {
    const { win } = fakeWindow({ idle: false });
    const loader = vi.fn(() => Promise.resolve());
    const cancel = scheduleIdlePrefetch([loader], win);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 10);
    cancel();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS * 5);
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('modulePreloadSteps', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the files as modulepreloads, two a step, each step done when its files have arrived or failed', async () => {
    const steps = modulePreloadSteps(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(steps).toHaveLength(2);
    const links = () =>
      Array.from(document.head.querySelectorAll('link'), (link) => [
        link.rel,
        link.getAttribute('href'),
        link.crossOrigin,
      ]);
    let done = false;
    const first = steps[0]!().then(() => {
      done = true;
    });
    expect(links()).toEqual([
      ['modulepreload', '/assets/a.js', ''],
      ['modulepreload', '/assets/b.js', ''],
    ]);
    const [a, b] = document.head.querySelectorAll('link');
    a!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    b!.dispatchEvent(new Event('error'));
    await first;
    expect(done).toBe(true);
    void steps[1]!();
    expect(links().map(([, href]) => href)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });
});
