/**
 * Reads a slice that redux-persist keeps in the app's IndexedDB store.
 *
 * It never creates the database. If a test opened it before the app did, the
 * database would exist without the app's object store. The app's open would
 * then find no upgrade to run, and nothing could ever be persisted. Since the
 * app starts after the first paint (decision 020), a test can get there first.
 */
import type { Page } from '@playwright/test';

export function readPersisted<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    (persistKey) =>
      new Promise<T | null>((resolve) => {
        const open = indexedDB.open('severin-site');
        // Not there yet: abort the creation, so the app creates it with its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('persist')) {
            db.close();
            return resolve(null);
          }
          const get = db.transaction('persist').objectStore('persist').get(`persist:${persistKey}`);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as T | undefined) ?? null);
          };
          get.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
    key,
  );
}
