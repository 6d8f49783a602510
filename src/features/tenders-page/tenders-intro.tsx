/** The /tenders intro from `tenders_page/`: lead, figures, how a tender goes and its principles. */
import type { TendersPage } from '@/schemas/company-lists';
import styles from '@/entities/company/company-list.module.css';

export function TendersIntro({ page }: { page: TendersPage }) {
  return (
    <>
      <section aria-label="О тендерах">
        <p className={styles.lead}>{page.lead}</p>
        <ul className={styles.stats}>
          {page.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tender-steps-title">
        <h2 id="tender-steps-title" className={styles.sectionTitle}>
          Как проходит тендер
        </h2>
        <ol className={`${styles.tiles} ${styles.steps}`}>
          {page.steps.map((step) => (
            <li key={step.title} className={styles.tile}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="tender-principles-title">
        <h2 id="tender-principles-title" className={styles.sectionTitle}>
          Принципы закупок
        </h2>
        <ul className={styles.tiles}>
          {page.principles.map((item) => (
            <li key={item.title} className={styles.tile}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
