/** A titled section of the home page: h2, an optional «see all» link, the content. */
import type { ReactNode } from 'react';
import { Link } from '@/ui/link/link';
import { Container } from '@/ui/container/container';
import styles from './home.module.css';

export interface HomeSectionProps {
  id: string;
  title: string;
  children: ReactNode;
  /** «Все акции» → /promo. */
  more?: { label: string; to: string };
  /** Controls next to the heading (tabs). */
  aside?: ReactNode;
  tone?: 'light' | 'muted' | 'dark';
}

export function HomeSection({ id, title, children, more, aside, tone = 'light' }: HomeSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-tone={tone}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
          {aside}
          {more && (
            <Link className={styles.more} to={more.to}>
              {more.label}
            </Link>
          )}
        </div>
        {children}
      </Container>
    </section>
  );
}
