/**
 * A long legal text: edition date, «Распечатать», a table of contents of
 * anchor links, and numbered sections that take focus when jumped to. The
 * print stylesheet drops the navigation and keeps the text.
 */
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import type { LegalPage } from '@/schemas/content-pages';
import { Button } from '@/ui/button/button';
import { TextBlocks } from '@/ui/text-blocks/text-blocks';
import { useHashScroll } from './use-hash-scroll';
import styles from './legal.module.css';

export function LegalDocument({ page, aside }: { page: LegalPage; aside?: ReactNode }) {
  useHashScroll(true);
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className={styles.tocTitle}>
          Содержание
        </h2>
        <ol className={styles.tocList}>
          {page.sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.title}</a>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="s" className={styles.print} onClick={() => window.print()}>
          Распечатать
        </Button>
      </nav>
      <article className={styles.text}>
        <p className={styles.lead}>{page.lead}</p>
        <p className={styles.edition}>
          Редакция от <time dateTime={page.updated_at}>{formatDate(page.updated_at)}</time>
        </p>
        {page.sections.map((section, index) => (
          <section
            key={section.anchor}
            id={section.anchor}
            className={styles.section}
            tabIndex={-1}
            aria-labelledby={`${section.anchor}-title`}
          >
            <h2 id={`${section.anchor}-title`} className={styles.sectionTitle}>
              {index + 1}. {section.title}
            </h2>
            <TextBlocks blocks={section.blocks} headingLevel={3} />
          </section>
        ))}
        {aside}
      </article>
    </div>
  );
}

export function LegalSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className={styles.skeleton}>
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
