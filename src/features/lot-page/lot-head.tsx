/**
 * Top of the lot page: project, the lot's name as the page heading, its
 * status and completion. Booked and sold lots say so right under the
 * heading, before anyone reads the price.
 */
import type { LotViewModel } from './lot-view-model';
import styles from './lot-summary.module.css';

export function LotHead({ view, projectName }: { view: LotViewModel; projectName: string }) {
  const { status } = view;
  return (
    <header className={styles.head}>
      <p className={styles.eyebrow}>{projectName}</p>
      <h1 className={styles.title}>{view.title}</h1>
      <ul className={styles.tags} aria-label="Статус и особенности">
        {status.kind !== 'free' && (
          <li className={styles.status} data-status={status.kind}>
            {status.label}
          </li>
        )}
        {view.completion && <li className={styles.tag}>{view.completion}</li>}
        {view.advantage && <li className={styles.tag}>{view.advantage}</li>}
      </ul>
    </header>
  );
}
