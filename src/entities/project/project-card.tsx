/**
 * A project in the lists of /projects and /projects-commercial/: picture,
 * name, district and nearest metro, completion, «от 45,6 млн ₽» and the
 * number of lots on sale. The title link stretches over the card (one Tab
 * stop); a project that cannot be opened yet (`clickable: false`) is shown
 * without a link rather than leading to an empty page.
 */
import { Link } from '@/ui/link/link';
import { NOUNS, formatCount, formatPriceFrom } from '@/lib/format';
import { Picture } from '@/ui/picture/picture';
import type { ProjectListItem } from '@/schemas/projects';
import { ProjectMetro } from './project-metro';
import styles from './project-card.module.css';

const WIDTHS = [480, 640, 960, 1280] as const;
/** One column on phones, two on tablets, three from laptops on. */
const SIZES = '(max-width: 743px) 100vw, (max-width: 1279px) 50vw, 33vw';

/** «В продаже 924 лота», or a plain statement when nothing is left. */
function freeLotsText(count: number): string {
  return count > 0 ? `В продаже ${formatCount(count, NOUNS.lot)}` : 'Свободных лотов нет';
}

export interface ProjectCardProps {
  project: ProjectListItem;
  /** Cards of the first row load eagerly: one of them is the largest image above the fold. */
  priority?: boolean;
  /** The picture's `sizes` where the list lays cards out otherwise (the home's rows scroll sideways on phones). */
  sizes?: string;
}

export function ProjectCard({ project, priority = false, sizes = SIZES }: ProjectCardProps) {
  const title = project.clickable ? (
    <Link to={project.url} className={styles.link}>
      {project.name}
    </Link>
  ) : (
    project.name
  );
  return (
    <article className={styles.card} data-clickable={project.clickable || undefined}>
      <div className={styles.media}>
        <Picture
          className={styles.image}
          src={project.image}
          widths={WIDTHS}
          fallbackWidth={640}
          sizes={sizes}
          width={640}
          height={360}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
        />
        {project.completion_text && <span className={styles.badge}>{project.completion_text}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {project.district}
          {project.class && <span aria-hidden="true"> · </span>}
          {project.class && <span>{project.kind === 'commercial' ? `Класс ${project.class}` : project.class}</span>}
        </p>
        <h3 className={styles.title}>{title}</h3>
        <ProjectMetro entries={project.metros} limit={2} className={styles.metro} />
      </div>
      <div className={styles.footer}>
        {project.min_price !== null && <p className={styles.price}>{formatPriceFrom(project.min_price)}</p>}
        <p className={styles.free} data-empty={project.lots_free === 0 || undefined}>
          {freeLotsText(project.lots_free)}
        </p>
      </div>
    </article>
  );
}
