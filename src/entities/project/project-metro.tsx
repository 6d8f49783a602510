/**
 * Nearest stations of a project (spec §3 metro entry): the line colour as a
 * dot, the station and «6 мин пешком» / «12 мин на транспорте». The way of
 * getting there is said in words rather than with the API's `icon_content`
 * markup, so nothing from a response is injected as HTML.
 */
import type { MetroEntry } from '@/schemas/lots';
import { NBSP } from '@/lib/format';
import styles from './project-metro.module.css';

/** «6 мин пешком», «12 мин на транспорте». */
function metroTimeText(entry: Pick<MetroEntry, 'time' | 'type'>): string {
  return `${entry.time}${NBSP}мин ${entry.type.name === 'walk' ? 'пешком' : 'на транспорте'}`;
}

/** Station names listed more than once (Парк культуры on two lines): those show their line, or they read as one station twice. */
function repeatedNames(entries: readonly MetroEntry[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { metro_station: station } of entries) (seen.has(station.name) ? repeated : seen).add(station.name);
  return repeated;
}

export function ProjectMetro({
  entries,
  limit,
  className,
}: {
  entries: readonly MetroEntry[];
  limit?: number;
  className?: string;
}) {
  const shown = limit === undefined ? entries : entries.slice(0, limit);
  if (shown.length === 0) return null;
  const repeated = repeatedNames(shown);
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label="Ближайшие станции">
      {shown.map((entry) => (
        <li key={`${entry.metro_station.name}-${entry.metro_station.line.name}`} className={styles.item}>
          {/* Line colours are identity, not decoration: the name of the line goes with them for screen readers. */}
          <span className={styles.dot} style={{ background: entry.metro_station.line.color }} aria-hidden="true" />
          <span className={styles.station}>
            {entry.metro_station.name}
            <span className={repeated.has(entry.metro_station.name) ? styles.line : 'visually-hidden'}>
              {' '}
              ({entry.metro_station.line.name})
            </span>
          </span>
          <span className={styles.time}>{metroTimeText(entry)}</span>
        </li>
      ))}
    </ul>
  );
}
