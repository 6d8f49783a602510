/** The company's history as an ordered timeline: year, milestone, one line about it. */
import type { Milestone } from '@/schemas/company-pages';
import styles from './about.module.css';

export function HistoryTimeline({ items }: { items: readonly Milestone[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li key={`${item.year}-${item.title}`} className={styles.milestone}>
          <span className={styles.year}>{item.year}</span>
          <div>
            <h3 className={styles.milestoneTitle}>{item.title}</h3>
            <p className={styles.milestoneText}>{item.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
