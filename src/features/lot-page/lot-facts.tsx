/**
 * «Характеристики»: areas, then floor, building, completion, finishing,
 * ceiling and views, then the yes/no features as a short list. Rows with no
 * value are already dropped by the view model.
 */
import { useId } from 'react';
import type { LotFact, LotViewModel } from './lot-view-model';
import styles from './lot-sections.module.css';

function FactList({ facts, label }: { facts: LotFact[]; label: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LotFacts({ view }: { view: LotViewModel }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        Характеристики
      </h2>
      <div className={styles.factColumns}>
        <FactList facts={view.areas} label="Площади" />
        <FactList facts={view.facts} label="Расположение и отделка" />
      </div>
      {view.features.length > 0 && (
        <ul className={styles.features} aria-label="Особенности">
          {view.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
