/**
 * The walking radar: rings every 5 minutes, the project in the centre, the
 * objects as numbered dots in their type colour. Decorative for screen
 * readers — the list next to it carries the same facts in words.
 */
import type { RadarPoint } from './infra-model';
import styles from './infra.module.css';

const SIZE = 400;
const HALF = SIZE / 2;
/** Keeps the outer dots and labels inside the box. */
const REACH = HALF - 22;

export function InfraRadar({ points, rings }: { points: readonly RadarPoint[]; rings: readonly number[] }) {
  const outer = rings.at(-1) ?? 1;
  return (
    <svg className={styles.radar} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
      {rings.map((minutes) => {
        const r = (minutes / outer) * REACH;
        return (
          <g key={minutes}>
            <circle className={styles.ring} cx={HALF} cy={HALF} r={r} />
            <text className={styles.ringLabel} x={HALF + 4} y={HALF - r - 4}>
              {minutes} мин
            </text>
          </g>
        );
      })}
      <circle className={styles.home} cx={HALF} cy={HALF} r={9} />
      {points.map((point) => (
        <g key={point.item.id} className={styles.dot} data-type={point.item.type}>
          <circle cx={HALF + point.x * REACH} cy={HALF + point.y * REACH} r={13} />
          <text x={HALF + point.x * REACH} y={HALF + point.y * REACH} dy="0.35em">
            {point.index}
          </text>
        </g>
      ))}
    </svg>
  );
}
