/**
 * Metro entries (spec §3): line colour dot, station with its line written
 * under it (two stations may share a name, and a colour alone tells nothing
 * to someone who cannot tell the colours apart), minutes and a walk or
 * transport mark. The mark is decorative; the spoken text carries the mode.
 */
import { useId } from 'react';
import type { MetroView } from './lot-place-model';
import { TransportIcon, WalkIcon } from './metro-icons';
import styles from './lot-sections.module.css';

export function LotMetro({ entries }: { entries: MetroView[] }) {
  const titleId = useId();
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Метро
      </h2>
      <ul className={styles.metro}>
        {entries.map((entry) => (
          <li key={entry.key} className={styles.station} data-testid="metro-entry">
            <span
              className={styles.line}
              style={{ backgroundColor: entry.color }}
              title={entry.line}
              aria-hidden="true"
            />
            <span className={styles.stationText}>
              <span className={styles.stationName}>{entry.station}</span>
              {entry.lineLabel && (
                <span className={styles.lineName} data-testid="metro-line">
                  <span className="visually-hidden">, </span>
                  {entry.lineLabel}
                </span>
              )}
            </span>
            <span className={styles.time} data-mode={entry.mode}>
              {entry.mode === 'walk' ? <WalkIcon size={18} /> : <TransportIcon size={18} />}
              <span aria-hidden="true">{entry.time}</span>
              <span className="visually-hidden">{entry.spoken}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
