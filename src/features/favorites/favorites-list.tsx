/**
 * One tab of the favourites: how many lots, «Распечатать», «Очистить» and the
 * cards. The heart on a card is the remove control; a click inside the
 * toggles is reported (`onToggleClick`) so the page can tell the visitor's
 * removals from lots that leave the list for other reasons (use-removals.ts).
 */
import type { MouseEvent } from 'react';
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
}

function FavoriteCard({ entry, index, offline, onToggleClick }: { entry: SavedEntry; index: number } & Pick<FavoritesListProps, 'offline' | 'onToggleClick'>) {
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

export function FavoritesList({ type, entries, offline, onToggleClick, onClear }: FavoritesListProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count}>{formatCount(entries.length, NOUNS.lot)}</p>
        <div className={styles.tools}>
          {/* The PDF download comes with the print sheets; until then printing is the way to take the list along. */}
          {PRINT_ROUTE && (
            <Button variant="secondary" size="s" to={`${PRINT_ROUTE.path}?favorites=${type}`}>
              Распечатать
            </Button>
          )}
          <ClearControl onConfirm={onClear} />
        </div>
      </div>
      <ul className={styles.list}>
        {entries.map((entry, index) => (
          <FavoriteCard key={entry.property} entry={entry} index={index} offline={offline} onToggleClick={onToggleClick} />
        ))}
      </ul>
    </>
  );
}
