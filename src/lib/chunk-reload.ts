/**
 * A failed chunk load (usually a deploy replaced the hashed files) reloads the
 * page once, at most once per 60 seconds (spec §4, §8).
 */
// src/boot.ts keeps the same key and interval (decision 020).
const KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically/i.test(
    text,
  );
}

/** Returns true when a reload was started, false when one happened too recently. */
export function reloadAfterChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => location.reload(),
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}

/** Wraps a dynamic import so a chunk failure reloads instead of breaking the screen. */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkError()) {
        // Keep the router waiting while the page reloads.
        return new Promise<T>(() => {});
      }
      throw error;
    });
}
