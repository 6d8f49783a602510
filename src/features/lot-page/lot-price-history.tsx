/**
 * «История цены» (issue 32): the lot's price over time, drawn by the app as an
 * SVG step line (no chart library in the lot's first load), with a table that
 * says the same to a screen reader. Nothing for a lot with one price.
 */
import { useId, useMemo } from 'react';
import type { PricePoint } from '@/schemas/lots';
import { CHART_BOX, priceChart } from './price-history-model';
import sections from './lot-sections.module.css';
import styles from './lot-price-history.module.css';

export function LotPriceHistory({ history, now }: { history: readonly PricePoint[]; now: number }) {
  const titleId = useId();
  const chart = useMemo(() => priceChart(history, now), [history, now]);
  if (!chart) return null;
  return (
    <section className={sections.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={sections.heading}>
        История цены
      </h2>
      <p className={styles.summary}>{chart.summary}</p>
      {/* Labels are HTML around the SVG: the SVG stretches to any width, text in it would stretch too. */}
      <div className={styles.figure} aria-hidden="true">
        <span className={styles.high}>{chart.axis.high}</span>
        <span className={styles.low}>{chart.axis.low}</span>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <path className={styles.line} d={chart.path} />
        </svg>
        <span className={styles.start}>{chart.axis.start}</span>
        <span className={styles.end}>сегодня</span>
      </div>
      <table className="visually-hidden">
        <caption>Изменения цены</caption>
        <thead>
          <tr>
            <th scope="col">Дата</th>
            <th scope="col">Цена</th>
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.date + row.price}>
              <td>{row.date}</td>
              <td>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
