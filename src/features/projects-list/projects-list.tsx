/**
 * /projects and /projects-commercial/: the filter bar, the number found,
 * removable chips, the cards and an honest empty state. While a new filter
 * state loads, the previous cards stay (dimmed) instead of flashing away.
 */
import { NOUNS, formatCount } from '@/lib/format';
import { PageFrame } from '@/ui/page-frame/page-frame';
import { ProjectCard } from '@/entities/project/project-card';
import { useGetProjectFacetsQuery, useGetProjectsQuery, type ProjectKind } from '@/entities/project/projects-api';
import { ActiveFilterChips } from './active-filter-chips';
import { EMPTY_FILTERS, activeFilterCount } from './project-filters-model';
import { projectsListArgs } from './projects-list-prefetch';
import { ProjectsEmpty } from './projects-empty';
import { ProjectsFilters } from './projects-filters';
import { useProjectFilters } from './use-project-filters';
import styles from './projects-list.module.css';

/** Cards in the first row on a desktop: they load eagerly, the rest lazily. */
const EAGER_CARDS = 3;

export function ProjectsList({ kind, title }: { kind: ProjectKind; title: string }) {
  const [filters, setFilters] = useProjectFilters();
  const args = projectsListArgs(kind, filters);
  const { data: list, isFetching } = useGetProjectsQuery(args);
  const { data: facets } = useGetProjectFacetsQuery(args);
  const filtered = activeFilterCount(filters) > 0;

  return (
    <PageFrame title={title}>
      <ProjectsFilters filters={filters} facets={facets?.facets} onChange={setFilters} />
      <div className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          {list && `Найдено ${formatCount(list.count, NOUNS.project)}`}
        </p>
        <ActiveFilterChips filters={filters} facets={facets?.facets} onChange={setFilters} />
      </div>
      {/* Spec §8: a failed request is only logged; the page shows what it has. */}
      {list && list.count === 0 && <ProjectsEmpty filtered={filtered} onReset={() => setFilters(EMPTY_FILTERS)} />}
      {!list && isFetching && <div className={styles.skeleton} aria-busy="true" aria-label="Загружаем проекты" />}
      {/* The cards' h3 titles need an h2 above them (after the page's h1). */}
      {list && list.count > 0 && <h2 className="visually-hidden">Список проектов</h2>}
      {list && list.count > 0 && (
        <ul className={styles.grid} aria-busy={isFetching || undefined} data-stale={isFetching || undefined}>
          {list.results.map((project, index) => (
            <li key={project.id} className={styles.item}>
              <ProjectCard project={project} priority={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
