import { describe, expect, it } from 'vitest';
import {
  HANDOVER_KEY,
  HANDOVER_TTL_MS,
  rememberUpdateRequest,
  sessionStore,
  takeUpdateRequest,
} from './update-handover';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('update handover', () => {
  it('hands a request and its reload count to the next page once', () => {
    const store = memoryStore();
    rememberUpdateRequest(store, 2, 1_000);
    expect(store.items.get(HANDOVER_KEY)).toBe('1000:2');
    expect(takeUpdateRequest(store, 1_500)).toBe(2);
    expect(takeUpdateRequest(store, 1_600)).toBe(0);
  });

  it('drops a request that is stale, from the future or not a time', () => {
    const store = memoryStore();
    rememberUpdateRequest(store, 1, 0);
    expect(takeUpdateRequest(store, HANDOVER_TTL_MS)).toBe(0);
    expect(store.items.size).toBe(0);
    rememberUpdateRequest(store, 1, 10_000);
    expect(takeUpdateRequest(store, 9_000)).toBe(0);
    store.setItem(HANDOVER_KEY, 'вчера');
    expect(takeUpdateRequest(store, 0)).toBe(0);
    store.setItem(HANDOVER_KEY, '0:много');
    expect(takeUpdateRequest(store, 1)).toBe(0);
  });

  it('works without storage: blocked, full or missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberUpdateRequest(throwing, 1)).not.toThrow();
    expect(takeUpdateRequest(throwing)).toBe(0);
    expect(takeUpdateRequest(null)).toBe(0);
    const blocked = Object.defineProperty({}, 'sessionStorage', {
      get() {
        throw new Error('SecurityError');
      },
    }) as Window;
    expect(sessionStore(blocked)).toBeNull();
  });
});
