/**
 * The offices on a schematic map drawn as inline SVG from their coordinates:
 * no map service, no key, nothing the CSP would block. Numbered pins match
 * the numbered office cards; the caption repeats each address as text.
 */
import { useId } from 'react';
import type { Office } from '@/schemas/company-pages';
import { fitProjection, pathThrough } from './map-geometry';
import { KREMLIN, MOSKVA_RIVER, RINGS, RIVER_LABEL_AT } from './moscow-landmarks';
import styles from './contacts.module.css';

const WIDTH = 800;
const HEIGHT = 560;

export function OfficeMap({
  offices,
  active,
  onPick,
}: {
  offices: readonly Office[];
  active: string;
  onPick: (slug: string) => void;
}) {
  const titleId = useId();
  const projection = fitProjection(
    offices.map((office) => office.coordinates),
    WIDTH,
    HEIGHT,
    { paddingKm: 1.6 },
  );
  const riverLabel = projection.project(RIVER_LABEL_AT);
  const kremlin = projection.project(KREMLIN);
  return (
    <figure className={styles.map}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className={styles.mapSvg}>
        <title
          id={titleId}
        >{`Схема: ${offices.map((office, index) => `${index + 1} — ${office.title}, ${office.address}`).join('; ')}`}</title>
        <rect width={WIDTH} height={HEIGHT} className={styles.mapGround} />
        {RINGS.map((ring) => (
          <g key={ring.name}>
            <circle cx={kremlin.x} cy={kremlin.y} r={ring.radiusKm * projection.scale} className={styles.mapRing} />
            {/* Labelled at the top of each ring, where no office sits. */}
            <text
              x={kremlin.x}
              y={kremlin.y - ring.radiusKm * projection.scale - 10}
              textAnchor="middle"
              className={styles.mapLabel}
            >
              {ring.short}
            </text>
          </g>
        ))}
        <path d={pathThrough(projection, MOSKVA_RIVER)} className={styles.mapRiver} />
        <text x={riverLabel.x} y={riverLabel.y} className={styles.riverLabel}>
          Москва-река
        </text>
        <g className={styles.mapKremlin}>
          <rect
            x={kremlin.x - 7}
            y={kremlin.y - 7}
            width={14}
            height={14}
            transform={`rotate(45 ${kremlin.x} ${kremlin.y})`}
          />
          <text x={kremlin.x + 14} y={kremlin.y + 5}>
            Кремль
          </text>
        </g>
        {offices.map((office, index) => {
          const { x, y } = projection.project(office.coordinates);
          const isActive = office.slug === active;
          return (
            // Pins are decorative for the keyboard: the office cards below pick the same office.
            <g
              key={office.slug}
              className={styles.pin}
              data-active={isActive || undefined}
              onClick={() => onPick(office.slug)}
              aria-hidden="true"
            >
              <path d={`M${x} ${y} c-12 -16 -18 -24 -18 -32 a18 18 0 1 1 36 0 c0 8 -6 16 -18 32 z`} />
              <text x={x} y={y - 27} textAnchor="middle" className={styles.pinNumber}>
                {index + 1}
              </text>
              {isActive && (
                <text x={x + 24} y={y - 30} className={styles.pinLabel}>
                  {office.title}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.mapCaption}>
        <ol>
          {offices.map((office) => (
            <li key={office.slug}>
              <span className={styles.captionTitle}>{office.title}:</span> {office.address}
            </li>
          ))}
        </ol>
        <p className={styles.mapNote}>Схема в масштабе: Садовое кольцо, ТТК и Москва-река для ориентира.</p>
      </figcaption>
    </figure>
  );
}
