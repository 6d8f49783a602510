/**
 * Projects on the home page: residential and commercial under two tabs,
 * the same cards as /projects (picture, metro, completion, «от … млн ₽»,
 * lots on sale). Finished projects with nothing on sale go last.
 */
import { useState } from 'react';
import { ProjectCard } from '@/entities/project/project-card';
import type { ProjectListItem } from '@/schemas/projects';
import { Tabs } from '@/ui/tabs/tabs';
import { HOME_CARD_SIZES } from './card-sizes';
import { HomeSection } from './home-section';
import styles from './home.module.css';

type Kind = ProjectListItem['kind'];
const SHOWN = 6;
const MORE: Record<Kind, { label: string; to: string }> = {
  residential: { label: 'Все жилые проекты', to: '/projects' },
  commercial: { label: 'Вся коммерция', to: '/projects-commercial/' },
};

/** On sale first, keeping the editorial order within each group. */
function projectsForHome(projects: readonly ProjectListItem[], kind: Kind): ProjectListItem[] {
  const own = projects.filter((project) => project.kind === kind);
  return [...own.filter((project) => project.lots_free > 0), ...own.filter((project) => project.lots_free === 0)].slice(
    0,
    SHOWN,
  );
}

export function HomeProjects({ projects }: { projects: readonly ProjectListItem[] }) {
  const [kind, setKind] = useState<Kind>('residential');
  const shown = projectsForHome(projects, kind);
  const tabs = (
    <Tabs<Kind>
      label="Тип проектов"
      size="s"
      value={kind}
      onChange={setKind}
      items={[
        { id: 'residential', label: 'Жилые', disabled: !projects.some((project) => project.kind === 'residential') },
        {
          id: 'commercial',
          label: 'Коммерческие',
          disabled: !projects.some((project) => project.kind === 'commercial'),
        },
      ]}
    />
  );
  return (
    <HomeSection id="projects" title="Проекты" aside={tabs} more={MORE[kind]}>
      {shown.length > 0 ? (
        <ul className={styles.projectGrid} aria-live="polite">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} sizes={HOME_CARD_SIZES} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Проекты этого типа скоро появятся.</p>
      )}
    </HomeSection>
  );
}
