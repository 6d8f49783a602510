import { describe, expect, it } from 'vitest';
import {
  DISMISS_FOR_MS,
  DISMISSED_KEY,
  isDismissed,
  isInterested,
  isStandalone,
  rememberDismissal,
} from './install-policy';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('install policy', () => {
  it('needs a second lot view or 30 s of engagement', () => {
    expect(isInterested({ lotViews: 0, engagedMs: 0 })).toBe(false);
    expect(isInterested({ lotViews: 1, engagedMs: 29_999 })).toBe(false);
    expect(isInterested({ lotViews: 2, engagedMs: 0 })).toBe(true);
    expect(isInterested({ lotViews: 0, engagedMs: 30_000 })).toBe(true);
  });

  it('remembers «Не сейчас» for 30 days', () => {
    const storage = memory();
    const now = Date.UTC(2026, 0, 1);
    expect(isDismissed(storage, now)).toBe(false);
    rememberDismissal(storage, now);
    expect(storage.getItem(DISMISSED_KEY)).toBe(String(now));
    expect(isDismissed(storage, now + DISMISS_FOR_MS - 1)).toBe(true);
    expect(isDismissed(storage, now + DISMISS_FOR_MS)).toBe(false);
  });

  it('ignores garbage and survives missing or failing storage', () => {
    const storage = memory();
    storage.setItem(DISMISSED_KEY, 'вчера');
    expect(isDismissed(storage)).toBe(false);
    expect(isDismissed(null)).toBe(false);
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberDismissal(failing)).not.toThrow();
  });

  it('recognises the installed app', () => {
    const media = (matches: boolean) => (() => ({ matches })) as unknown as Window['matchMedia'];
    expect(isStandalone({ matchMedia: media(true), navigator: {} as Navigator })).toBe(true);
    expect(isStandalone({ matchMedia: media(false), navigator: { standalone: true } as unknown as Navigator })).toBe(
      true,
    );
    expect(isStandalone({ matchMedia: media(false), navigator: {} as Navigator })).toBe(false);
  });
});
