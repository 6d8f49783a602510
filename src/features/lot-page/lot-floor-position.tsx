/**
 * Position on the floor: the floor plate's lot outlines with this lot
 * filled. Neighbours are drawn by status so the buyer sees at a glance how
 * much of the floor is still free; the legend repeats the colours in words.
 */
import { useId } from 'react';
import type { FloorView } from './lot-place-model';
import styles from './lot-floor-position.module.css';

export function LotFloorPosition({ floor }: { floor: FloorView }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Расположение на этаже
      </h2>
      <figure className={styles.figure}>
        <svg
          className={styles.plate}
          viewBox={floor.viewBox}
          role="img"
          aria-label={floor.caption}
          preserveAspectRatio="xMidYMid meet"
        >
          {floor.shapes.map((shape) => (
            <g
              key={shape.id}
              className={styles.shape}
              data-status={shape.status}
              data-current={shape.current || undefined}
            >
              <polygon points={shape.points} />
              {/* Numbers in view-box units: they scale with the plate, as on a printed floor plan. */}
              <text
                x={shape.center.x}
                y={shape.center.y}
                className={styles.number}
                textAnchor="middle"
                dominantBaseline="central"
              >
                {shape.number}
              </text>
            </g>
          ))}
        </svg>
        <figcaption className={styles.legend}>
          <span className={styles.key} data-key="current">
            Этот лот
          </span>
          <span className={styles.key} data-key="free">
            Свободен
          </span>
          <span className={styles.key} data-key="taken">
            Забронирован или продан
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
