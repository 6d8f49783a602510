/**
 * The genplan picture with the buildings drawn over it as SVG links. Each
 * outline carries a badge (number and free lots); hovering or focusing it
 * shows a tooltip with the free-lot count and «от X млн ₽»; a click or
 * Enter opens its шахматка (the link sets `?building=` and jumps to the
 * #chessboard anchor, so the state is a shareable URL and Back closes it).
 *
 * The picture is an HTML <img> under the SVG rather than an SVG <image>:
 * only <img> gets `srcset` and lazy loading. Both share the plan's aspect
 * ratio, so the viewBox units and the percentages of the badges line up.
 */
import { useState } from 'react';
import { Link } from '@/ui/link/link';
import { NOUNS, formatCount } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import type { Genplan } from '@/schemas/projects';
import { buildingLink, type GenplanMarker } from './genplan-model';
import styles from './genplan.module.css';

const WIDTHS = [640, 960, 1280, 1920] as const;
const SIZES = '(max-width: 1919px) 100vw, 1920px';

export interface GenplanMapProps {
  genplan: Genplan;
  markers: readonly GenplanMarker[];
  selected: number | null;
  projectName: string;
  /** Called when a building link is activated (after the URL changes). */
  onOpen?: () => void;
}

export function GenplanMap({ genplan, markers, selected, projectName, onOpen }: GenplanMapProps) {
  const [active, setActive] = useState<number | null>(null);
  const current = markers.find((marker) => marker.building.id === active);

  return (
    <div className={styles.plan} style={{ aspectRatio: `${genplan.width} / ${genplan.height}` }}>
      <Picture
        className={styles.backdrop}
        src={genplan.image}
        widths={WIDTHS}
        fallbackWidth={1280}
        sizes={SIZES}
        width={genplan.width}
        height={genplan.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <svg
        className={styles.overlay}
        viewBox={`0 0 ${genplan.width} ${genplan.height}`}
        role="group"
        aria-label={`Генплан ${projectName}: выберите корпус`}
      >
        {markers.map((marker) => (
          <Link
            key={marker.building.id}
            to={buildingLink(marker.building.id)}
            preventScrollReset
            onClick={onOpen}
            aria-label={marker.label}
            aria-current={marker.building.id === selected ? 'true' : undefined}
            className={styles.building}
            data-sold-out={marker.building.lots_free === 0 || undefined}
            onPointerEnter={() => setActive(marker.building.id)}
            onPointerLeave={() => setActive((id) => (id === marker.building.id ? null : id))}
            onFocus={() => setActive(marker.building.id)}
            onBlur={() => setActive((id) => (id === marker.building.id ? null : id))}
          >
            <polygon points={marker.points} />
          </Link>
        ))}
      </svg>
      {/* Badges and the tooltip are HTML so their text keeps its size at any plan width; the links carry the same words. */}
      {markers.map((marker) => (
        <span
          key={marker.building.id}
          className={styles.badge}
          style={{ left: `${marker.badge.left}%`, top: `${marker.badge.top}%` }}
          data-active={marker.building.id === active || marker.building.id === selected || undefined}
          data-sold-out={marker.building.lots_free === 0 || undefined}
          aria-hidden="true"
        >
          <b className={styles.badgeNumber}>{marker.building.number}</b>
          <span className={styles.badgeCount}>
            {marker.building.lots_free > 0 ? formatCount(marker.building.lots_free, NOUNS.lot) : 'Продано'}
          </span>
        </span>
      ))}
      {current && (
        <div
          className={styles.tooltip}
          style={{ left: `${current.tooltip.left}%`, top: `${current.tooltip.top}%` }}
          data-placement={current.tooltip.placement}
          aria-hidden="true"
        >
          <p className={styles.tooltipTitle}>{current.building.name}</p>
          <p>{current.freeText}</p>
          {current.priceText && <p className={styles.tooltipPrice}>{current.priceText}</p>}
          <p className={styles.tooltipNote}>{current.building.completion.text}</p>
        </div>
      )}
    </div>
  );
}
