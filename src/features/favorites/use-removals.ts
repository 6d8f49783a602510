/**
 * The «Вернуть» list of the favourites screen (spec §4: a removed favourite
 * is restored by posting it again).
 *
 * A heart on a card removes through the store, not through this page, so a
 * removal is recognised from two facts: the visitor just clicked inside that
 * card's toggles (`markIntent`), and the lot then left the list. Either alone
 * is not enough — a compare click removes nothing, and a lot can also leave
 * the list on a refetch (removed in another tab) or a refused add; neither
 * was done here, so neither offers «Вернуть». A clear is reported by the page
 * itself (`cleared`), with every lot it took.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import type { ListType } from '@/schemas/favorites';

/** The newest few removals stay offered; older ones are dropped. */
const KEPT_REMOVALS = 3;

export interface Removal {
  id: string;
  /** One lot for a heart, every lot of the type for a clear. */
  entries: SavedEntry[];
  type: ListType;
  cleared: boolean;
  /** Set when the removal came from the keyboard: focus then moves to its «Вернуть». */
  takeFocus: boolean;
}

let nextId = 0;
const newId = () => `removal-${(nextId += 1)}`;

export interface Removals {
  removals: Removal[];
  /** A click inside the toggles of the card of `property`; `keyboard` when it came from Enter or Space. */
  markIntent: (property: number, keyboard: boolean) => void;
  cleared: (type: ListType, entries: SavedEntry[], keyboard: boolean) => void;
  /** Drops a removal from the list (restored, dismissed or timed out). */
  dismiss: (id: string) => void;
}

export function useRemovals(items: SavedEntry[]): Removals {
  const [removals, setRemovals] = useState<Removal[]>([]);
  /** Property → whether the click came from the keyboard. */
  const intents = useRef(new Map<number, boolean>());
  const previous = useRef(items);

  const push = useCallback((added: Removal[]) => {
    if (added.length > 0) setRemovals((current) => [...added.reverse(), ...current].slice(0, KEPT_REMOVALS));
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = items;
    if (intents.current.size === 0) return;
    const present = new Set(items.map((item) => item.property));
    const removed: Removal[] = [];
    for (const entry of before) {
      const keyboard = intents.current.get(entry.property);
      if (keyboard === undefined || present.has(entry.property)) continue;
      removed.push({ id: newId(), entries: [entry], type: entry.type, cleared: false, takeFocus: keyboard });
    }
    intents.current.clear();
    push(removed);
  }, [items, push]);

  const markIntent = useCallback((property: number, keyboard: boolean) => {
    const map = intents.current;
    map.set(property, keyboard);
    // A store update from a click renders, and runs the effect above, before the next task. An intent
    // still here then removed nothing (a compare click) and must not claim a later refetch.
    setTimeout(() => map.delete(property), 0);
  }, []);

  const cleared = useCallback(
    (type: ListType, entries: SavedEntry[], keyboard: boolean) => {
      intents.current.clear();
      push([{ id: newId(), entries, type, cleared: true, takeFocus: keyboard }]);
    },
    [push],
  );

  const dismiss = useCallback(
    (id: string) => setRemovals((current) => current.filter((removal) => removal.id !== id)),
    [],
  );

  return { removals, markIntent, cleared, dismiss };
}
