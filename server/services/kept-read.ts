/**
 * A read kept in a map (a catalogue snapshot's memo, a per-lot map) while it
 * succeeds: callers at the same time share one promise, later callers get the
 * kept value. A failed read is forgotten, so the next caller asks again
 * instead of every caller getting the old failure until the data changes.
 */
export function keptRead<K, V>(store: Map<K, unknown>, key: K, read: () => Promise<V>): Promise<V> {
  const kept = store.get(key) as Promise<V> | undefined;
  if (kept) return kept;
  const value = read();
  store.set(key, value);
  value.catch(() => {
    if (store.get(key) === value) store.delete(key);
  });
  return value;
}
