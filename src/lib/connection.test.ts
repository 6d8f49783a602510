import { describe, expect, it, vi } from 'vitest';
import { isOnline, prefersLightData, subscribeOnline } from './connection';

describe('prefersLightData', () => {
  it('is true with data saver or on 2g-class links', () => {
    expect(prefersLightData({ onLine: true, connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
    expect(prefersLightData({ onLine: true, connection: { effectiveType: '2g' } })).toBe(true);
    expect(prefersLightData({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(true);
  });

  it('is false on faster links and without the Network Information API', () => {
    expect(prefersLightData({ onLine: true, connection: { effectiveType: '3g', saveData: false } })).toBe(false);
    expect(prefersLightData({ onLine: true, connection: { effectiveType: '4g' } })).toBe(false);
    expect(prefersLightData({ onLine: true })).toBe(false);
  });
});

describe('isOnline and subscribeOnline', () => {
  it('counts only an explicit false as offline', () => {
    expect(isOnline({ onLine: false })).toBe(false);
    expect(isOnline({ onLine: true })).toBe(true);
    expect(isOnline(undefined)).toBe(true);
  });

  it('reports online and offline events until unsubscribed', () => {
    const listener = vi.fn();
    const stop = subscribeOnline(listener);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('offline'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
