/** Key figures in a row: «12 реализованных проектов», «1,2 млн м² в строительстве». */
import { formatNumber } from '@/lib/format';
import type { Figure } from '@/schemas/company-pages';
import styles from './company.module.css';

function figureText(figure: Figure): string {
  const number = formatNumber(figure.value, { maxDecimals: 1 });
  return figure.unit ? `${number}\u00a0${figure.unit}` : number;
}

export function Figures({ items, label }: { items: readonly Figure[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figureText(figure)}</dd>
        </div>
      ))}
    </dl>
  );
}
