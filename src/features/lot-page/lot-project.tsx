/**
 * The project block: name, district, address and a link to the project
 * page. The link waits until its target is known (see `useProjectPath`).
 */
import { useId } from 'react';
import { Button } from '@/ui/button/button';
import { ArrowIcon } from '@/ui/icons/arrow-icon';
import styles from './lot-sections.module.css';

export interface LotProjectProps {
  name: string;
  district: string;
  address: string;
  path: string | null;
}

export function LotProject({ name, district, address, path }: LotProjectProps) {
  const titleId = useId();
  return (
    <section className={`${styles.section} ${styles.project}`} aria-labelledby={titleId}>
      <p className={styles.eyebrow}>Проект</p>
      <h2 id={titleId} className={styles.projectName}>
        {name}
      </h2>
      <dl className={styles.facts}>
        {district && (
          <div className={styles.fact}>
            <dt>Район</dt>
            <dd>{district}</dd>
          </div>
        )}
        {address && (
          <div className={styles.fact}>
            <dt>Адрес</dt>
            <dd>{address}</dd>
          </div>
        )}
      </dl>
      {path && (
        <Button to={path} variant="secondary" iconEnd={<ArrowIcon size={18} />} className={styles.projectLink}>
          Подробнее о проекте
        </Button>
      )}
    </section>
  );
}
