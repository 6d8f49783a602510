/**
 * The compare table: one column per lot, one `<tbody>` per group headed by a
 * row header cell, one row per field. The wrapper scrolls sideways (a focusable
 * region, so keyboard users can scroll it too); the row headers stay put.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/ui/link/link';
import type { SavedEntry } from '@/entities/saved-lots/saved-lots-model';
import { lotTitle } from '@/entities/lot/lot-card';
import { LotPlan } from '@/entities/lot/lot-plan';
import { CloseIcon } from '@/ui/icons/close-icon';
import { watchScrollEdges } from '@/ui/scroll-edges/scroll-edges';
import { MISSING, type CompareGroup } from './compare-model';
import styles from './compare-page.module.css';

/** Module-level, so React attaches the watcher once for the table's life. */
const watchTable = (node: HTMLDivElement | null) => (node ? watchScrollEdges(node) : undefined);

export const PENDING_NOTE = 'Сохранится, когда появится связь';

function removeLabel(entry: SavedEntry): string {
  return `Убрать из сравнения: ${lotTitle(entry.lot)}, № ${entry.lot.number}`;
}

interface LotHeadProps {
  entry: SavedEntry;
  /** Absent for a shared comparison: the recipient's table is read-only. */
  onRemove?: () => void;
  buttonRef: (node: HTMLButtonElement | null) => void;
}

function LotHead({ entry, onRemove, buttonRef }: LotHeadProps) {
  const { lot } = entry;
  return (
    <th scope="col" className={styles.lotHead} data-pending={entry.pending || undefined}>
      <div className={styles.lotHeadInner}>
        <div className={styles.thumb}>
          {/* The title next to it names the lot; the picture adds nothing a screen reader needs. */}
          <LotPlan plan={lot.plan} alt="" />
        </div>
        <Link to={lot.url} className={styles.lotLink}>
          {lotTitle(lot)}
        </Link>
        <span className={styles.lotProject}>{lot.project.name}</span>
        {entry.pending && <span className={styles.pending}>{PENDING_NOTE}</span>}
        {onRemove && (
          <button
            type="button"
            ref={buttonRef}
            className={styles.remove}
            aria-label={removeLabel(entry)}
            onClick={onRemove}
          >
            <CloseIcon size={16} />
            <span aria-hidden="true">Убрать</span>
          </button>
        )}
      </div>
    </th>
  );
}

export interface CompareTableProps {
  entries: readonly SavedEntry[];
  groups: readonly CompareGroup[];
  caption: string;
  regionLabel: string;
  /** Absent for a shared comparison (no «Убрать»). */
  onRemove?: (entry: SavedEntry) => void;
}

export function CompareTable({ entries, groups, caption, regionLabel, onRemove }: CompareTableProps) {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // After a removal focus goes to the remove button now in that place, not to the page's start.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null || entries.length === 0) return;
    const next = entries[Math.min(focusIndex, entries.length - 1)]!;
    buttons.current.get(next.property)?.focus();
    setFocusIndex(null);
  }, [entries, focusIndex]);

  const columns = entries.length + 1;
  return (
    <div ref={watchTable} className={styles.scroller} role="region" aria-label={regionLabel} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {entries.map((entry, index) => (
              <LotHead
                key={entry.property}
                entry={entry}
                buttonRef={(node) => {
                  if (node) buttons.current.set(entry.property, node);
                  else buttons.current.delete(entry.property);
                }}
                onRemove={
                  onRemove &&
                  (() => {
                    setFocusIndex(index);
                    onRemove(entry);
                  })
                }
              />
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.id} className={styles.group}>
            <tr>
              {/* A group heading heads the rows of its <tbody>: that is scope="rowgroup" in HTML. */}
              <th scope="rowgroup" colSpan={columns} className={styles.groupHead}>
                <span className={styles.groupTitle}>{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id} data-differs={row.differs || undefined}>
                <th scope="row" className={styles.rowHead}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={entries[index]!.property}
                    className={styles.cell}
                    data-missing={value === MISSING || undefined}
                  >
                    {value === MISSING ? (
                      <>
                        <span aria-hidden="true">{MISSING}</span>
                        <span className="visually-hidden">нет данных</span>
                      </>
                    ) : (
                      value
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
