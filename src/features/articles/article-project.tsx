/**
 * The project the article is about: a card with its picture and address,
 * and a few of its cheapest lots on sale as catalogue cards, with the way
 * to the catalogue filtered to the project: the catalogue's default view of
 * the project (homes or premises on sale, decision 031), so the link lists
 * the same lots.
 */
import { Link } from '@/ui/link/link';
import { Picture } from '@/ui/picture/picture';
import { withCatalogueDefaults } from '@/lib/on-sale';
import { LotCard } from '@/entities/lot/lot-card';
import { useGetLotsQuery, type LotsArgs } from '@/entities/lot/lots-api';
import { SavedLotToggles } from '@/entities/saved-lots/saved-lot-toggles';
import type { ArticleDetail } from '@/schemas/articles';
import styles from './article.module.css';

const RELATED_LOTS = 3;

type RelatedProject = NonNullable<ArticleDetail['project']>;

export function relatedLotsArgs(project: Pick<RelatedProject, 'id' | 'kind'>): LotsArgs {
  const page = { ordering: 'price', page_size: RELATED_LOTS } as const;
  return project.kind === 'commercial'
    ? {
        catalogue: 'commercials',
        query: { ...withCatalogueDefaults({ project: [project.id], type: ['commercials'] }), ...page },
      }
    : { catalogue: 'apartments', query: { ...withCatalogueDefaults({ project: [project.id] }), ...page } };
}

function cataloguePath(project: Pick<RelatedProject, 'id' | 'kind'>): string {
  return project.kind === 'commercial' ? `/lots?project=${project.id}&type=commercials` : `/lots?project=${project.id}`;
}

export function ArticleProject({ project }: { project: RelatedProject }) {
  const { data: lots } = useGetLotsQuery(relatedLotsArgs(project));
  return (
    <section className={styles.related} aria-labelledby="article-project">
      <h2 id="article-project" className={styles.relatedTitle}>
        О проекте
      </h2>
      <article className={styles.projectCard}>
        <Picture
          className={styles.projectImage}
          src={project.image}
          widths={[480, 640, 960]}
          fallbackWidth={640}
          sizes="(max-width: 743px) 100vw, 40vw"
          width={640}
          height={400}
          alt=""
          loading="lazy"
          decoding="async"
        />
        <div className={styles.projectBody}>
          <h3 className={styles.projectName}>
            <Link to={project.url} className={styles.projectLink}>
              {project.name}
            </Link>
          </h3>
          <p className={styles.projectPlace}>
            {project.district} · {project.address}
          </p>
          <p className={styles.projectCta} aria-hidden="true">
            Подробнее о проекте →
          </p>
        </div>
      </article>
      {lots && lots.results.length > 0 && (
        <>
          <div className={styles.lotsHead}>
            <h3 className={styles.lotsTitle}>
              {project.kind === 'commercial' ? 'Помещения в продаже' : 'Квартиры в продаже'}
            </h3>
            <Link to={cataloguePath(project)} className={styles.more}>
              Все лоты проекта
            </Link>
          </div>
          <ul className={styles.lots}>
            {lots.results.map((lot) => (
              <li key={lot.id}>
                <LotCard lot={lot} headingLevel={3} actions={<SavedLotToggles lot={lot} />} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
