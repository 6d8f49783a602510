import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  importWithReload,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadAt,
  setPendingAddress,
} from './chunk-reload';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk-load failure (spec §8)', () => {
  it('recognises chunk errors of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1, storage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_INTERVAL_MS, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  describe('reloads the address the visitor asked for (issue 30: «Тендеры» reloaded /)', () => {
    afterEach(() => setPendingAddress(() => null));

    function fakeLocation(pathname: string, search = '') {
      return { pathname, search, assign: vi.fn(), reload: vi.fn() };
    }

    it("hands the navigation's target to the reload", () => {
      const reload = vi.fn();
      setPendingAddress(() => '/tenders?status=open');
      expect(reloadAfterChunkError(5_000_000, memoryStorage(), reload)).toBe(true);
      expect(reload).toHaveBeenCalledWith('/tenders?status=open');
    });

    it('goes to another page by a new history entry, reloads the same one', () => {
      const home = fakeLocation('/');
      reloadAt('/tenders', home);
      expect(home.assign).toHaveBeenCalledWith('/tenders');
      expect(home.reload).not.toHaveBeenCalled();

      const tenders = fakeLocation('/tenders', '?status=open');
      reloadAt('/tenders?status=open#list', tenders);
      expect(tenders.assign).not.toHaveBeenCalled();
      expect(tenders.reload).toHaveBeenCalledTimes(1);

      const idle = fakeLocation('/lots');
      reloadAt(null, idle);
      expect(idle.reload).toHaveBeenCalledTimes(1);
    });

    it('a second failure within 60 s does not leave the page again', () => {
      const storage = memoryStorage();
      const reload = vi.fn();
      setPendingAddress(() => '/tenders');
      reloadAfterChunkError(7_000_000, storage, reload);
      expect(reloadAfterChunkError(7_000_000 + 1_000, storage, reload)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it("offline, a failed chunk is not a reload into the browser's error page: the error goes on to the boundary", async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    await expect(importWithReload(() => Promise.reject(failure))()).rejects.toBe(failure);
    onLine.mockRestore();
  });
});
