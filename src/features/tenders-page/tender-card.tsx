/**
 * One tender in the list: status and countdown, title, facts (category,
 * project, «Приём предложений до …»), description, «Подробнее» opening the
 * details in place and, while offers are accepted, «Участвовать».
 */
import { useId } from 'react';
import { formatDate, NBSP } from '@/lib/format';
import type { TenderCard as Tender } from '@/schemas/company-lists';
import { Button } from '@/ui/button/button';
import styles from '@/entities/company/company-list.module.css';
import { daysLeft, daysLeftText } from './days-left';
import { TenderDetails } from './tender-details';

/** A week or less reads as urgent. */
const URGENT_DAYS = 7;

export interface TenderCardProps {
  tender: Tender;
  expanded: boolean;
  onToggle: () => void;
  onApply: (id: number) => void;
  /** Epoch ms of the list's clock (useClock): the countdown badge counts from it. */
  now: number;
}

export function TenderCard({ tender, expanded, onToggle, onApply, now }: TenderCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const isOpen = tender.status === 'open';
  const countdown = isOpen ? daysLeftText(tender.deadline, new Date(now)) : null;
  const urgent = isOpen && daysLeft(tender.deadline, new Date(now)) <= URGENT_DAYS;
  const deadlineFact = isOpen
    ? `Приём предложений до${NBSP}${formatDate(tender.deadline)}`
    : `Приём завершён ${formatDate(tender.deadline)}`;
  return (
    <li className={styles.card} data-open={expanded || undefined}>
      <article aria-labelledby={titleId}>
        <ul className={styles.badges} aria-label="Статус">
          <li className={styles.badge} data-tone={isOpen ? 'open' : undefined}>
            {tender.status_label}
          </li>
          {countdown && (
            <li className={styles.badge} data-tone={urgent ? 'urgent' : undefined}>
              {countdown}
            </li>
          )}
        </ul>
        <h3 id={titleId} className={styles.cardTitle}>
          {tender.title}
        </h3>
        <ul className={styles.facts}>
          <li>{tender.category}</li>
          {tender.project && <li>{tender.project}</li>}
          <li>{deadlineFact}</li>
        </ul>
        <p className={styles.text}>{tender.description}</p>
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
          {isOpen && (
            <Button variant="ghost" aria-describedby={titleId} onClick={() => onApply(tender.id)}>
              Участвовать
            </Button>
          )}
        </div>
        <div id={detailsId}>
          {expanded && <TenderDetails id={tender.id} onApply={isOpen ? () => onApply(tender.id) : undefined} />}
        </div>
      </article>
    </li>
  );
}
