/**
 * One tab of the favourites: how many lots, «Скачать PDF» (from the app),
 * «Распечатать» (the /print sheets of the tab's lots), «Очистить» and the
 * cards. The heart on a card is the remove control; a click inside the
 * toggles is reported (`onToggleClick`) so the page can tell the visitor's
 * removals from lots that leave the list for other reasons (use-removals.ts).
 */
import type { MouseEvent, ReactNode } from 'react';
import { formatCount, NOUNS } from '@/lib/format';
import { routeByName } from '@/lib/routes';
import type { ListType } from '@/schemas/favorites';
import { Button } from '@/ui/button/button';
import { LotCard } from '@/entities/lot/lot-card';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import { ClearControl } from './clear-control';
import styles from './favorites.module.css';

/** Plans of the first row are above the fold: not lazy. */
const EAGER_CARDS = 2;
const PRINT_ROUTE = routeByName('print');

export interface FavoritesListProps {
  type: ListType;
  entries: SavedEntry[];
  /** The outbox waits for a connection: lots added meanwhile say so. */
  offline: boolean;
  onToggleClick: (property: number, keyboard: boolean) => void;
  onClear: (keyboard: boolean) => void;
  /** «Скачать PDF» of this tab. */
  documents?: ReactNode;
}

function FavoriteCard({
  entry,
  index,
  offline,
  onToggleClick,
}: { entry: SavedEntry; index: number } & Pick<FavoritesListProps, 'offline' | 'onToggleClick'>) {
  const { lot } = entry;
  // Capture phase: the toggle stops the click's bubbling (the card is one big link).
  const onClickCapture = (event: MouseEvent) => onToggleClick(entry.property, event.detail === 0);
  return (
    <li data-property={entry.property}>
      <LotCard
        lot={lot}
        // No other heading between the page's h1 and the cards.
        headingLevel={2}
        priority={index < EAGER_CARDS}
        actions={
          <span className={styles.toggles} onClickCapture={onClickCapture}>
            <SavedLotToggles lot={lot} />
          </span>
        }
      >
        {lot.status === 'sold' && <p className={styles.sold}>Продан</p>}
        {entry.pending && offline && <p className={styles.pending}>Сохранится, когда появится связь</p>}
      </LotCard>
    </li>
  );
}

export function FavoritesList({ entries, offline, onToggleClick, onClear, documents }: FavoritesListProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{formatCount(entries.length, NOUNS.lot)}</p>
        <div className={styles.tools}>
          {documents}
          {/* The tab's lots, one sheet each, on the print page (it takes as many ids as favourites may hold). */}
          {PRINT_ROUTE && (
            <Button
              variant="secondary"
              size="s"
              to={`${PRINT_ROUTE.path}?ids=${entries.map((entry) => entry.property).join(',')}`}
            >
              Распечатать
            </Button>
          )}
          <ClearControl onConfirm={onClear} />
        </div>
      </div>
      <ul className={styles.list}>
        {entries.map((entry, index) => (
          <FavoriteCard
            key={entry.property}
            entry={entry}
            index={index}
            offline={offline}
            onToggleClick={onToggleClick}
          />
        ))}
      </ul>
    </>
  );
}
