/**
 * A failed chunk load (usually a deploy replaced the hashed files) reloads the
 * page once, at most once per 60 seconds (spec §4, §8).
 *
 * The reload goes to the address the visitor asked for: a data router keeps
 * the old address in the bar until the new screen's chunk has loaded, so a
 * plain `location.reload()` after clicking «Тендеры» on / brought back /.
 * The router tells this module where a navigation is heading
 * (`setPendingAddress`); with no navigation under way the page reloads as is.
 */
// src/boot.ts keeps the same key and interval (decision 020).
const KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

let pendingAddress: () => string | null = () => null;

/** The router's «where the current navigation goes» (path, query and hash), or null when none is under way. */
export function setPendingAddress(read: () => string | null): void {
  pendingAddress = read;
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|error loading dynamically/i.test(
    text,
  );
}

/**
 * Loads `address` afresh: a new history entry when it is another page (Back
 * returns to where the visitor clicked), a reload when it is this one.
 */
export function reloadAt(
  address: string | null,
  current: Pick<Location, 'pathname' | 'search' | 'assign' | 'reload'> = location,
): void {
  const target = address ? new URL(address, 'http://x') : null;
  if (target && target.pathname + target.search !== current.pathname + current.search) current.assign(address!);
  else current.reload();
}

/** Returns true when a reload was started, false when one happened too recently. */
export function reloadAfterChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: (address: string | null) => void = reloadAt,
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  reload(pendingAddress());
  return true;
}

/** Wraps a dynamic import so a chunk failure reloads instead of breaking the screen. */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // On the server (issue 31) there is no page to reload: the error goes to the render (a lazy part's
      // Suspense boundary is then left for the browser to draw).
      if (typeof window === 'undefined' || typeof location === 'undefined') throw error;
      // Offline, a reload would only trade the page for the browser's own error page: the error
      // boundary says «Нет подключения к интернету» instead (route-error-content).
      // (navigator.onLine read here, not through connection.ts: this module is in every page's entry, that one is not.)
      if (isChunkLoadError(error) && navigator.onLine !== false && reloadAfterChunkError()) {
        // Keep the router waiting while the page reloads.
        return new Promise<T>(() => {});
      }
      throw error;
    });
}
