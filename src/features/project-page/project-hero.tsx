/**
 * The first screen of a project: picture, class and district, name, lead,
 * address, nearest metro and the key facts. The picture is the page's
 * largest paint (LCP): loaded eagerly at high priority with a srcset, never
 * lazily.
 */
import { Link } from '@/ui/link/link';
import { NOUNS, formatArea, formatCount, formatPriceFrom } from '@/lib/format';
import { Button } from '@/ui/button/button';
import { HeroFrame } from '@/ui/hero/hero-frame';
import { ShareButton } from '@/ui/share/share-button';
import { ProjectMetro } from '@/entities/project/project-metro';
import type { ProjectDetail } from '@/schemas/projects';
import { projectLotsPath } from './project-lots-path';
import styles from './project-hero.module.css';

const BUILDINGS = ['корпус', 'корпуса', 'корпусов'] as const;

function projectFacts(project: ProjectDetail): Array<{ term: string; value: string }> {
  const { stats } = project;
  return [
    { term: 'Срок сдачи', value: project.completion_text },
    { term: 'Стоимость', value: stats.min_price !== null ? formatPriceFrom(stats.min_price) : '' },
    { term: 'В продаже', value: stats.lots_free > 0 ? formatCount(stats.lots_free, NOUNS.lot) : 'Всё продано' },
    { term: 'Площади', value: stats.min_area !== null ? `от ${formatArea(stats.min_area)}` : '' },
    { term: 'Корпуса', value: stats.buildings > 0 ? formatCount(stats.buildings, BUILDINGS) : '' },
  ].filter((fact) => fact.value !== '');
}

export function ProjectHero({ project }: { project: ProjectDetail }) {
  const classText = project.kind === 'commercial' ? `Класс ${project.class}` : project.class;
  return (
    <HeroFrame image={project.hero_image} alt={project.name} className={styles.hero} contentClassName={styles.content}>
      <p className={styles.eyebrow}>{[classText, project.district].filter(Boolean).join(' · ')}</p>
      <h1 className={styles.title}>{project.name}</h1>
      {project.lead && <p className={styles.lead}>{project.lead}</p>}
      <p className={styles.address}>{project.address}</p>
      <ProjectMetro entries={project.metro} className={styles.metro} />
      <dl className={styles.facts}>
        {projectFacts(project).map((fact) => (
          <div key={fact.term} className={styles.fact}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="accent" to={{ hash: '#genplan' }} preventScrollReset>
          Выбрать на генплане
        </Button>
        <Link className={styles.allLots} to={projectLotsPath(project)}>
          Все лоты проекта
        </Link>
        <ShareButton className={styles.share} title={project.name} text={project.lead || undefined} url={project.url} />
      </div>
    </HeroFrame>
  );
}
