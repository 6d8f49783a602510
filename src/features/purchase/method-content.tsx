/** A content-only purchase method (trade-in, 100 % payment, maternity capital): benefits, steps and a note. */
import { keepUnits, METHOD_CONTENT, PURCHASE_TEXTS } from './purchase-texts';
import styles from './programs.module.css';

export function MethodContentSection({ slug }: { slug: string }) {
  const content = METHOD_CONTENT[slug];
  if (!content) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="method-benefits">
        <h2 id="method-benefits" className={styles.sectionTitle}>
          {PURCHASE_TEXTS.benefitsTitle}
        </h2>
        <ul className={styles.cards}>
          {content.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{keepUnits(benefit.title)}</h3>
              <p className={styles.cardText}>{keepUnits(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="method-steps">
        <h2 id="method-steps" className={styles.sectionTitle}>
          {PURCHASE_TEXTS.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {content.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {content.note && <p className={styles.cardText}>{keepUnits(content.note)}</p>}
      </section>
    </>
  );
}
