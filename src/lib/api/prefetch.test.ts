import { describe, expect, it, vi } from 'vitest';
import { prefetchAll, settle, type HeldQuery, type PrefetchContext } from './prefetch';

function held(result: Promise<unknown>): HeldQuery & { unsubscribe: ReturnType<typeof vi.fn> } {
  return Object.assign(result, { unsubscribe: vi.fn() });
}

describe('settle', () => {
  it('resolves once every query has answered, then releases each one', async () => {
    let answer!: (value: unknown) => void;
    const slow = held(new Promise((resolve) => (answer = resolve)));
    const fast = held(Promise.resolve({ data: 1 }));
    let done = false;
    const settled = settle([slow, fast]).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    expect(fast.unsubscribe).not.toHaveBeenCalled();
    answer({ data: 2 });
    await settled;
    expect(slow.unsubscribe).toHaveBeenCalledOnce();
    expect(fast.unsubscribe).toHaveBeenCalledOnce();
  });

  it('never rejects: a failed read is the screen’s to show', async () => {
    const failed = held(Promise.reject(new Error('offline')));
    await expect(settle([failed])).resolves.toBeUndefined();
    expect(failed.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('prefetchAll', () => {
  it('runs the prefetches side by side with one context', async () => {
    const order: string[] = [];
    const context = { url: new URL('http://site/lots') } as PrefetchContext;
    const first = vi.fn(async () => {
      order.push('first started');
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push('first done');
    });
    const second = vi.fn(async () => {
      order.push('second started');
    });
    await prefetchAll(first, second)(context);
    expect(order).toEqual(['first started', 'second started', 'first done']);
    expect(first).toHaveBeenCalledWith(context);
    expect(second).toHaveBeenCalledWith(context);
  });
});
