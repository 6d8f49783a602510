/**
 * The buildings as a plain list under the plan, for touch screens and
 * phones: there is no hover to reveal a tooltip, and the outlines are
 * small, so every building's free lots and price are spelled out here.
 */
import { Link } from '@/ui/link/link';
import { buildingLink, type GenplanMarker } from './genplan-model';
import styles from './genplan.module.css';

export interface GenplanListProps {
  markers: readonly GenplanMarker[];
  selected: number | null;
  onOpen?: () => void;
}

export function GenplanList({ markers, selected, onOpen }: GenplanListProps) {
  return (
    <ul className={styles.list}>
      {markers.map((marker) => (
        <li key={marker.building.id}>
          <Link
            to={buildingLink(marker.building.id)}
            preventScrollReset
            onClick={onOpen}
            className={styles.listLink}
            aria-current={marker.building.id === selected ? 'true' : undefined}
          >
            <span className={styles.listName}>{marker.building.name}</span>
            <span className={styles.listFacts}>
              {marker.freeText}
              {marker.priceText && `, ${marker.priceText}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
