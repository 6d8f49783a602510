/** /standarts: the quality standards (architecture, materials, finishing, landscaping, service) from the page's `module/` blocks. */
import { PageFrame } from '@/ui/page-frame/page-frame';
import { useGetModulesQuery } from '../company-pages-api';
import { STANDARTS_MODULES } from '../company-prefetch';
import { EmptyNote, LoadError, LoadingSkeleton } from '../shared/load-states';
import { standartsView } from './standarts-view';
import shared from '../shared/company.module.css';
import styles from './standarts.module.css';

export function StandartsPage({ title }: { title: string }) {
  const modules = useGetModulesQuery(STANDARTS_MODULES);
  const view = standartsView(modules.data);
  return (
    <PageFrame title={title}>
      {modules.isError ? (
        <LoadError what="стандарты" error={modules.error} onRetry={() => void modules.refetch()} />
      ) : !modules.data ? (
        <LoadingSkeleton label="Загружаем стандарты…" items={3} />
      ) : view.sections.length === 0 ? (
        <EmptyNote>Стандарты компании скоро появятся на этой странице.</EmptyNote>
      ) : (
        <>
          <p className={shared.lead}>{view.intro}</p>
          <nav aria-label="Стандарты" className={styles.index}>
            <ol>
              {view.sections.map((section) => (
                <li key={section.slug}>
                  <a href={`#${section.slug}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {view.sections.map((section, index) => (
            <section
              key={section.slug}
              id={section.slug}
              aria-labelledby={`${section.slug}-title`}
              className={styles.standart}
            >
              <div className={styles.head}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h2 id={`${section.slug}-title`} className={styles.title}>
                  {section.title}
                </h2>
                <p className={styles.lead}>{section.lead}</p>
                {section.figure && (
                  <p className={styles.figure}>
                    <strong>{section.figure.value}</strong> {section.figure.label}
                  </p>
                )}
              </div>
              <ul className={styles.points}>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </PageFrame>
  );
}
