/**
 * /projects/{slug} and /projects-commercial/{slug}: hero, in-page nav and
 * the sections in a fixed order, each only when it has something to show.
 * A missing project never gets here: the route loader answers 404 first.
 */
import { useLocation } from 'react-router';
import type { ProjectKind } from '@/entities/project/projects-api';
import { MountLater } from '@/ui/mount-later/mount-later';
import { StepwiseSections, type PageSection } from '@/ui/mount-later/stepwise-list';
import { GenplanSection } from './genplan/genplan-section';
import { InfraSection } from './infra/infra-section';
import { ProgressSection } from './progress/progress-section';
import { ProjectAbout } from './project-about';
import { ProjectDocuments } from './project-documents';
import { ProjectHero } from './project-hero';
import { ProjectLots } from './project-lots';
import { ProjectNav } from './project-nav';
import { ProjectPanoramas } from './project-panoramas';
import { ProjectTeam } from './project-team';
import { useProjectPageData } from './use-project-page-data';
import styles from './project-page.module.css';

export function ProjectPage({ kind, slug }: { kind: ProjectKind; slug: string }) {
  const page = useProjectPageData({ kind, slug });
  const { project } = page;
  // A visitor sent to a section (#progress) gets the page whole at once: the smooth scroll to it
  // must not stop short of a page still growing below it.
  const whole = useLocation().hash !== '';

  // The loader already knows the project exists, so a failure here is the server's: the route's error page says so (spec §2).
  if (page.projectFailed) throw new Error(`Project ${kind}/${slug} failed to load`);
  // While loading, the hero's box is held so nothing jumps when it arrives.
  if (!project) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Загружаем проект" />;

  return (
    <article className={styles.page}>
      <ProjectHero project={project} />
      {page.settled ? (
        <>
          <ProjectNav sections={page.sections} />
          {/* Below the hero: after the first screen's commit, one section per drawn frame (decision 022). */}
          <MountLater>
            <StepwiseSections sections={belowHero(page)} whole={whole} />
          </MountLater>
        </>
      ) : (
        <div className={styles.sectionsSkeleton} aria-busy="true" aria-label="Загружаем разделы проекта" />
      )}
    </article>
  );
}

/** The sections under the hero in page order, keyed by their anchors. */
function belowHero(page: ReturnType<typeof useProjectPageData>): PageSection[] {
  const { project } = page;
  if (!project) return [];
  return [
    ['about', page.sections.includes('about') && <ProjectAbout project={project} />],
    ['genplan', page.genplan && <GenplanSection genplan={page.genplan} projectName={project.name} />],
    ['lots', page.lots && <ProjectLots project={project} lots={page.lots} />],
    ['infra', page.infra && <InfraSection infra={page.infra} />],
    ['progress', page.progress && <ProgressSection progress={page.progress} />],
    ['panoramas', page.panoramas && <ProjectPanoramas panoramas={page.panoramas} />],
    ['team', page.team && <ProjectTeam team={page.team} />],
    ['documents', page.documents && <ProjectDocuments documents={page.documents} />],
  ];
}
