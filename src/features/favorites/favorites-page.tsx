/**
 * `/favorites` (spec §2, §4): saved lots in two tabs by type, each lot a card
 * whose heart removes it; «Вернуть» puts a removed lot back (spec §4: by
 * posting it again), «Очистить» empties a tab after a confirmation. Lots added
 * without a connection are shown at once with a note; the outbox delivers them.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { LIST_TYPES, type ListType } from '@/schemas/saved-lists';
import { Tabs } from '@/ui/tabs/tabs';
import { LIST_TAG, savedLotsApi } from '@/entities/saved-lots/saved-lots-api';
import { countByType } from '@/entities/saved-lots/saved-lots-model';
import { selectSyncWaiting } from '@/entities/saved-lots/saved-lots-slice';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import { useSavedList } from '@/entities/saved-lots/use-saved-lots';
import { FavoritesList } from './favorites-list';
import { FavoritesEmpty, FavoritesError, FavoritesLoading, TypeEmpty } from './favorites-states';
import { TYPE_LABELS } from './favorites-texts';
import { UndoStack } from './undo-stack';
import { useListType } from './use-list-type';
import { useRemovals, type Removal } from './use-removals';
import styles from './favorites.module.css';

export interface FavoritesPageProps {
  /** «Скачать PDF» of the shown tab (issue 7), filled by the app. */
  documents?: (tab: { type: ListType; entries: SavedEntry[] }) => ReactNode;
}

export function FavoritesPage({ documents }: FavoritesPageProps = {}) {
  const dispatch = useAppDispatch();
  const { items, loaded, restore, clear } = useSavedList('favorites');
  const offline = useAppSelector(selectSyncWaiting);
  // Read only: the layout already keeps the list subscribed (useSavedLotsBootstrap).
  const { isError, error } = savedLotsApi.endpoints.getFavorites.useQueryState();
  const counts = useMemo(() => countByType(items), [items]);
  const [type, setType] = useListType(counts, loaded);
  const { removals, markIntent, cleared, dismiss } = useRemovals(items);

  // After «Вернуть» the focus goes to the lot that came back (or the tab's content), not to the page top.
  const areaRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ property: number | null } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const { property } = focusRequest;
    const card =
      property === null ? null : areaRef.current?.querySelector<HTMLElement>(`[data-property="${property}"] a`);
    (card ?? areaRef.current)?.focus();
  }, [focusRequest]);

  const onRestore = useCallback(
    (removal: Removal) => {
      const present = new Set(items.map((item) => item.property));
      const back = removal.entries.filter((entry) => !present.has(entry.property));
      // Pending adds go on top of the list: the last restored shows first, so restore in reverse to keep the order.
      for (const entry of [...back].reverse()) restore(entry.lot);
      dismiss(removal.id);
      setFocusRequest({ property: removal.type === type ? (removal.entries[0]?.property ?? null) : null });
    },
    [items, restore, dismiss, type],
  );

  const onClear = useCallback(
    (keyboard: boolean) => {
      cleared(
        type,
        items.filter((item) => item.type === type),
        keyboard,
      );
      clear(type);
    },
    [cleared, clear, items, type],
  );

  const entries = items.filter((item) => item.type === type);
  let content;
  if (!loaded && items.length === 0) {
    content = isError ? (
      <FavoritesError error={error} onRetry={() => dispatch(savedLotsApi.util.invalidateTags([LIST_TAG.favorites]))} />
    ) : (
      <FavoritesLoading />
    );
  } else if (items.length === 0) {
    content = <FavoritesEmpty />;
  } else {
    const panel = (
      <div ref={areaRef} tabIndex={-1} className={styles.area}>
        {entries.length === 0 ? (
          <TypeEmpty type={type} />
        ) : (
          <FavoritesList
            type={type}
            entries={entries}
            offline={offline}
            onToggleClick={markIntent}
            onClear={onClear}
            documents={documents?.({ type, entries })}
          />
        )}
      </div>
    );
    content = (
      <Tabs<ListType>
        label="Тип недвижимости"
        value={type}
        onChange={setType}
        items={LIST_TYPES.map((id) => ({
          id,
          label: (
            <>
              {TYPE_LABELS[id]} <span className={styles.tabCount}>{counts[id]}</span>
            </>
          ),
          panel,
        }))}
      />
    );
  }

  return (
    <div className={styles.page}>
      {content}
      <UndoStack removals={removals} onRestore={onRestore} onDismiss={dismiss} />
    </div>
  );
}
