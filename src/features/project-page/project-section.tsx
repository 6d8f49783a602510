/** A titled section of the project page with its anchor id (#about, #genplan…). */
import type { ReactNode } from 'react';
import { Container } from '@/ui/container/container';
import { SECTION_TITLES, type SectionId } from './project-sections';
import styles from './project-page.module.css';

export interface ProjectSectionProps {
  id: SectionId;
  children: ReactNode;
  /** Replaces the default title (e.g. «Офисы в продаже»). */
  title?: string;
  /** Content next to the heading: a «see all» link, a switch. */
  aside?: ReactNode;
  tone?: 'light' | 'muted';
}

export function ProjectSection({ id, children, title, aside, tone = 'light' }: ProjectSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-tone={tone}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title ?? SECTION_TITLES[id]}
          </h2>
          {aside}
        </div>
        {children}
      </Container>
    </section>
  );
}
