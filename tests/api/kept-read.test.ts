import { describe, expect, it } from 'vitest';
import { keptRead } from '../../server/services/kept-read.ts';

describe('keptRead', () => {
  it('reads once for callers at the same time and keeps the value', async () => {
    const store = new Map<string, unknown>();
    let reads = 0;
    const read = async () => ++reads;
    const [a, b] = await Promise.all([keptRead(store, 'k', read), keptRead(store, 'k', read)]);
    expect([a, b, await keptRead(store, 'k', read)]).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('forgets a failed read, so the next caller reads again', async () => {
    const store = new Map<string, unknown>();
    await expect(keptRead(store, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(store.has('k')).toBe(false);
    expect(await keptRead(store, 'k', async () => 'back')).toBe('back');
  });
});
