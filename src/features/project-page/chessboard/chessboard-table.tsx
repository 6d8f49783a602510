/**
 * The grid itself: a table (floors are rows, sections column groups) so
 * screen readers announce «этаж 7, секция 2» around each cell. Floor numbers
 * stick to the left edge while the grid scrolls sideways on phones; there a
 * faded edge and a line above the grid say that more sections lie aside.
 */
import { Fragment } from 'react';
import { Link } from '@/ui/link/link';
import { watchScrollEdges } from '@/ui/scroll-edges/scroll-edges';
import { cellLabel, cellText, lotPath, roomGroup, type Chessboard } from './chessboard-model';
import styles from './chessboard.module.css';

/** Module-level, so React attaches the watcher once per grid, not after every render. */
const watchBoard = (node: HTMLDivElement | null) => (node ? watchScrollEdges(node) : undefined);

export function ChessboardTable({ board, caption }: { board: Chessboard; caption: string }) {
  return (
    <div className={styles.board}>
      {/* Shown by CSS only while the grid is wider than its box; the region's name says the same to screen readers. */}
      <p className={styles.scrollHint} aria-hidden="true">
        Шахматка шире экрана — листайте её вбок
      </p>
      {/* Focusable so keyboard users can scroll it sideways; named so they know what they are in. */}
      <div
        ref={watchBoard}
        className={styles.scroller}
        role="region"
        aria-label={`${caption}, прокрутка по горизонтали`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.floorHead}>
                Этаж
              </th>
              {board.sections.map((section) => (
                <th key={section.id} scope="colgroup" colSpan={section.columns} className={styles.sectionHead}>
                  Секция {section.number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row) => (
              <tr key={row.floor}>
                <th scope="row" className={styles.floor}>
                  {row.floor}
                </th>
                {row.cells.map((cells, sectionIndex) => (
                  <Fragment key={board.sections[sectionIndex].id}>
                    {(cells ?? Array.from({ length: board.sections[sectionIndex].columns }, () => null)).map(
                      (lot, column) => (
                        <td
                          key={lot?.id ?? `gap-${column}`}
                          className={styles.cell}
                          data-section-start={column === 0 || undefined}
                        >
                          {lot && (
                            <Link
                              to={lotPath(lot)}
                              className={styles.lot}
                              data-status={lot.status}
                              data-group={roomGroup(lot)}
                              // Sold lots are greyed already; dimming them again would make the text unreadable.
                              data-dimmed={(!lot.matches && lot.status !== 'sold') || undefined}
                              aria-label={cellLabel(lot)}
                              title={cellLabel(lot)}
                            >
                              {cellText(lot)}
                            </Link>
                          )}
                        </td>
                      ),
                    )}
                  </Fragment>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
