/** Building blocks of the /ui page: a titled section and a captioned cell per state. */
import type { ReactNode } from 'react';
import styles from './ui-kit.module.css';

export function DemoSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <header className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {note && <p className={styles.note}>{note}</p>}
      </header>
      <div className={styles.grid}>{children}</div>
    </section>
  );
}

/** One state of a component; `wide` spans the whole row (sliders, tab rows), `roomy` leaves room for a slider bubble. */
export function DemoCell({
  caption,
  wide,
  roomy,
  children,
}: {
  caption: string;
  wide?: boolean;
  roomy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${styles.cell} ${styles.wide}` : styles.cell}>
      <p className={styles.caption}>{caption}</p>
      <div className={roomy ? `${styles.stage} ${styles.sliderStage}` : styles.stage}>{children}</div>
    </div>
  );
}

/** The values a demo reports back, so the events are visible without dev tools. */
export function DemoOutput({ children }: { children: ReactNode }) {
  return (
    <output className={styles.output} aria-live="polite">
      {children}
    </output>
  );
}
