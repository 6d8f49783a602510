/**
 * Above a shared comparison: what it is, and «Добавить в моё сравнение» to
 * keep those lots (the lots already saved are skipped), then a link to the
 * visitor's own comparison. The table itself stays read-only.
 */
import { useState } from 'react';
import { pluralRu } from '@/lib/plural';
import { Button } from '@/ui/button/button';
import type { SavedEntry, SavedLotData } from '@/entities/saved-lots/saved-lots-model';
import styles from './shared-comparison-note.module.css';

const LOTS: readonly [string, string, string] = ['лот', 'лота', 'лотов'];

interface SharedComparisonNoteProps {
  /** The link's lots. */
  items: readonly SavedEntry[];
  /** The visitor's own comparison. */
  saved: readonly SavedEntry[];
  onAdd: (lot: SavedLotData) => void;
}

export function SharedComparisonNote({ items, saved, onAdd }: SharedComparisonNoteProps) {
  const [added, setAdded] = useState(false);
  const mine = new Set(saved.map((entry) => entry.property));
  const missing = items.filter((entry) => !mine.has(entry.property));
  return (
    <section className={styles.shared} aria-label="Сравнение по ссылке">
      <p className={styles.text}>
        Сравнение по ссылке: {items.length} {pluralRu(items.length, LOTS)}. Ваше собственное сравнение не изменилось.
      </p>
      <div className={styles.actions}>
        {missing.length > 0 && !added && (
          <Button
            variant="secondary"
            size="s"
            onClick={() => {
              for (const entry of missing) onAdd(entry.lot);
              setAdded(true);
            }}
          >
            Добавить в моё сравнение
          </Button>
        )}
        <Button variant="ghost" size="s" to="/compare">
          Открыть моё сравнение
        </Button>
      </div>
      <p className={styles.text} role="status">
        {added ? 'Лоты добавлены в ваше сравнение' : ''}
      </p>
    </section>
  );
}
