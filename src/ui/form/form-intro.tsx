/** The head of a form panel: a small caption, the heading that names the dialog, one lead line. */
import type { ReactNode } from 'react';
import styles from './form-intro.module.css';

export interface FormIntroProps {
  titleId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
}

export function FormIntro({ titleId, title, eyebrow, lead }: FormIntroProps) {
  // A div, not <header>: inside a dialog a header would be a second banner landmark of the page.
  return (
    <div className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
