/**
 * One vacancy in the list: format of work, title, salary («от 180 000 ₽»),
 * facts (direction, place, experience), the summary, «Подробнее» opening
 * duties, requirements and conditions in place, and «Откликнуться».
 */
import { useId } from 'react';
import type { VacancyCard as Vacancy } from '@/schemas/company-lists';
import { Button } from '@/ui/button/button';
import { salaryText } from '@/entities/company/salary-text';
import styles from '@/entities/company/company-list.module.css';
import { VacancyDetails } from './vacancy-details';

export interface VacancyCardProps {
  vacancy: Vacancy;
  expanded: boolean;
  onToggle: () => void;
  onApply: (id: number) => void;
}

export function VacancyCard({ vacancy, expanded, onToggle, onApply }: VacancyCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const salary = salaryText(vacancy.salary_from, vacancy.salary_to);
  return (
    <li className={styles.card} data-open={expanded || undefined}>
      <article aria-labelledby={titleId}>
        <ul className={styles.badges} aria-label="Формат работы">
          <li className={styles.badge}>{vacancy.employment_label}</li>
        </ul>
        <h3 id={titleId} className={styles.cardTitle}>
          {vacancy.title}
        </h3>
        <p className={styles.salary}>{salary ?? 'Зарплата по итогам собеседования'}</p>
        <ul className={styles.facts}>
          <li>{vacancy.department}</li>
          <li>{vacancy.city === vacancy.office ? vacancy.city : `${vacancy.city}, ${vacancy.office}`}</li>
          <li>Опыт: {vacancy.experience.toLowerCase()}</li>
        </ul>
        <p className={styles.text}>{vacancy.description}</p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-describedby={titleId}
            onClick={onToggle}
          >
            {expanded ? 'Свернуть' : 'Подробнее'}
          </Button>
          <Button variant="ghost" aria-describedby={titleId} onClick={() => onApply(vacancy.id)}>
            Откликнуться
          </Button>
        </div>
        <div id={detailsId}>{expanded && <VacancyDetails id={vacancy.id} onApply={() => onApply(vacancy.id)} />}</div>
      </article>
    </li>
  );
}
