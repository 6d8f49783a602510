/**
 * Questions and answers as the WAI-ARIA accordion: each question is a
 * button in a heading, `aria-expanded` says whether its answer (a labelled
 * region) is shown; Enter and Space toggle (native buttons), several
 * answers may be open at once.
 */
import { useId, useState } from 'react';
import { ChevronIcon } from '@/ui/icons/chevron-icon';
import styles from './partnership-page.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const prefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <div className={styles.faq}>
      {items.map((item, index) => {
        const buttonId = `${prefix}-q${index}`;
        const panelId = `${prefix}-a${index}`;
        const expanded = open.has(index);
        return (
          <div key={item.question} className={styles.faqItem}>
            <h3 className={styles.faqHeading}>
              <button
                id={buttonId}
                type="button"
                className={styles.faqButton}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <ChevronIcon className={styles.faqIcon} data-open={expanded || undefined} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.faqAnswer} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
