/**
 * redux-persist storage on IndexedDB through idb-keyval. Values are stored as
 * raw objects (structured clone), not JSON strings.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Storage } from 'redux-persist';

let store: UseStore | undefined;
const persistStore = (): UseStore => (store ??= createStore('severin-site', 'persist'));

const idbStorage: Storage = {
  getItem: (key: string) => get(key, persistStore()),
  setItem: (key: string, value: unknown) => set(key, value, persistStore()),
  removeItem: (key: string) => del(key, persistStore()),
};

/** Common persist options: raw objects, and no rehydration timeout that would drop slow reads. */
export const persistDefaults = {
  storage: idbStorage,
  serialize: false,
  deserialize: false,
  timeout: 0,
} as const;
