/** Awards, newest first: year, award, who gave it and for which project. */
import type { Award } from '@/schemas/company-pages';
import styles from './about.module.css';

export function AwardsList({ items }: { items: readonly Award[] }) {
  const newestFirst = [...items].sort((a, b) => b.year - a.year);
  return (
    <ul className={styles.awards}>
      {newestFirst.map((award) => (
        <li key={`${award.year}-${award.title}`} className={styles.award}>
          <span className={styles.awardYear}>{award.year}</span>
          <div>
            <p className={styles.awardTitle}>{award.title}</p>
            <p className={styles.awardIssuer}>{award.project ? `${award.issuer} · ${award.project}` : award.issuer}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
