/**
 * #lots: the cheapest lots on sale in this project as catalogue cards, and
 * the way to the catalogue filtered to the project for the rest. Homes for
 * residential projects (parking and storage would crowd the cheap end),
 * premises for commercial ones. The query is the catalogue's default view of
 * the project (homes or premises on sale, decision 031), so the count here,
 * the hero's «В продаже» and «Все лоты проекта» are the same number.
 */
import { CardGrid } from '@/ui/cards/cards';
import { Link } from '@/ui/link/link';
import { NOUNS, formatCount } from '@/lib/format';
import { withCatalogueDefaults } from '@/lib/on-sale';
import { LotCard } from '@/entities/lot/lot-card';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import type { LotsArgs } from '@/entities/lot/lots-api';
import type { LotList } from '@/schemas/lots';
import type { ProjectDetail } from '@/schemas/projects';
import { ProjectSection } from './project-section';
import { projectLotsPath } from './project-lots-path';
import styles from './project-page.module.css';

const PROJECT_LOTS_SHOWN = 6;

export function projectLotsArgs(project: Pick<ProjectDetail, 'id' | 'kind'>): LotsArgs {
  const page = { ordering: 'price', page_size: PROJECT_LOTS_SHOWN } as const;
  return project.kind === 'commercial'
    ? {
        catalogue: 'commercials',
        query: { ...withCatalogueDefaults({ project: [project.id], type: ['commercials'] }), ...page },
      }
    : { catalogue: 'apartments', query: { ...withCatalogueDefaults({ project: [project.id] }), ...page } };
}

export function ProjectLots({ project, lots }: { project: ProjectDetail; lots: LotList }) {
  const more = (
    <Link className={styles.more} to={projectLotsPath(project)}>
      Все лоты проекта
    </Link>
  );
  return (
    <ProjectSection
      id="lots"
      title={project.kind === 'commercial' ? 'Помещения в продаже' : 'Квартиры в продаже'}
      aside={more}
    >
      <p className={styles.muted}>{formatCount(lots.count, NOUNS.lot)} в продаже, самые доступные — первыми</p>
      <CardGrid className={styles.lotGrid}>
        {lots.results.map((lot) => (
          <li key={lot.id} className={styles.lotItem}>
            <LotCard lot={lot} actions={<SavedLotToggles lot={lot} />} />
          </li>
        ))}
      </CardGrid>
    </ProjectSection>
  );
}
