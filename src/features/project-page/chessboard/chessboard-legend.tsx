/** What the colours mean: room groups present in this building, then the booked and sold looks. */
import { GROUP_NAMES, type RoomGroup } from './chessboard-model';
import styles from './chessboard.module.css';

export function ChessboardLegend({ groups }: { groups: readonly RoomGroup[] }) {
  return (
    <ul className={styles.legend} aria-label="Обозначения">
      {groups.map((group) => (
        <li key={group} className={styles.legendItem}>
          <span className={styles.swatch} data-group={group} data-status="free" aria-hidden="true" />
          {GROUP_NAMES[group]}
        </li>
      ))}
      <li className={styles.legendItem}>
        <span className={styles.swatch} data-group={groups[0] ?? 'other'} data-status="BOOKED" aria-hidden="true" />
        Забронировано
      </li>
      <li className={styles.legendItem}>
        <span className={styles.swatch} data-status="sold" aria-hidden="true" />
        Продано
      </li>
    </ul>
  );
}
