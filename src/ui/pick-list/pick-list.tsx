/**
 * A list of things a visitor can apply for right on the page — open tenders,
 * vacancies: each with its title, a few facts, a short text and a button that
 * picks it in the form below. Loading, a failed load (with a retry) and an
 * empty list each say so in words.
 */
import { useId, type ReactNode } from 'react';
import { Button } from '../button/button';
import styles from './pick-list.module.css';

export interface PickListItem {
  id: number;
  title: string;
  /** Short facts on one line: «Фасадные работы», «Остоженка 12», «до 21 ноября». */
  facts: readonly (string | null | undefined)[];
  text?: string;
}

export interface PickListProps {
  items: readonly PickListItem[] | undefined;
  state: 'loading' | 'error' | 'ready';
  /** The button's label: «Участвовать», «Откликнуться». */
  action: string;
  onPick: (id: number) => void;
  onRetry?: () => void;
  loadingText: string;
  errorText: string;
  emptyText: ReactNode;
  /** The heading level of the items (the list sits under a section heading). */
  headingLevel?: 2 | 3;
  className?: string;
}

export function PickList({ items, state, action, onPick, onRetry, loadingText, errorText, emptyText, headingLevel = 3, className }: PickListProps) {
  const prefix = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (state === 'loading' && !items) {
    return (
      <p className={styles.note} role="status">
        {loadingText}
      </p>
    );
  }
  if (state === 'error' && !items) {
    return (
      <div className={styles.note} role="alert">
        <p>{errorText}</p>
        {onRetry && (
          <Button variant="secondary" size="s" onClick={onRetry}>
            Повторить
          </Button>
        )}
      </div>
    );
  }
  if (!items || items.length === 0) return <p className={styles.note}>{emptyText}</p>;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const titleId = `${prefix}-${item.id}`;
        const facts = item.facts.filter((fact): fact is string => Boolean(fact));
        return (
          <li key={item.id} className={styles.item}>
            <div className={styles.body}>
              <Heading id={titleId} className={styles.title}>
                {item.title}
              </Heading>
              {facts.length > 0 && (
                <ul className={styles.facts}>
                  {facts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              )}
              {item.text && <p className={styles.text}>{item.text}</p>}
            </div>
            <Button variant="secondary" className={styles.action} aria-describedby={titleId} onClick={() => onPick(item.id)}>
              {action}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
