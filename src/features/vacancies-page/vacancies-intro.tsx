/** The /vacancies intro from `vacancy_page/`: why work with us — lead, figures, benefits, how hiring goes. */
import type { VacancyPage } from '@/schemas/company-lists';
import styles from '@/entities/company/company-list.module.css';

export function VacanciesIntro({ page }: { page: VacancyPage }) {
  return (
    <>
      <section aria-labelledby="vacancy-intro-title">
        <h2 id="vacancy-intro-title" className={styles.sectionTitle}>
          {page.title}
        </h2>
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
      <section aria-labelledby="vacancy-benefits-title">
        <h2 id="vacancy-benefits-title" className={styles.sectionTitle}>
          Почему у нас
        </h2>
        <ul className={styles.tiles}>
          {page.benefits.map((item) => (
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

/** How hiring goes: shown under the list, before the form. */
export function HiringSteps({ page }: { page: VacancyPage }) {
  return (
    <section aria-labelledby="vacancy-steps-title">
      <h2 id="vacancy-steps-title" className={styles.sectionTitle}>
        Как мы отбираем
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
  );
}
