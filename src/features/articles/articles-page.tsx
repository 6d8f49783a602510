/**
 * /news, /press and /promo (spec §2: one list screen). Filters and paging
 * live in the address; changing a filter pushes a history entry, so «Назад»
 * returns to the previous view.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/ui/link/link';
import { ARTICLE_KIND_TITLES } from '@/lib/article-categories';
import type { ArticleKindValue } from '@/schemas/article-kinds';
import { Container } from '@/ui/container/container';
import { useGetArticleFacetsQuery } from './articles-api';
import { ArticleFilters } from './article-filters';
import { ArticleResults } from './article-results';
import { Breadcrumbs } from './breadcrumbs';
import { buildListQuery, parseListQuery, withFilters, type ArticleListQuery } from './list-query';
import styles from './articles.module.css';

export interface ArticlesPageProps {
  kind: ArticleKindValue;
  title: string;
  /** Sections offered as tabs; press is left out where the route guard hides it (spec §2). */
  kinds: readonly ArticleKindValue[];
}

export function ArticlesPage({ kind, title, kinds }: ArticlesPageProps) {
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const top = useRef<HTMLDivElement>(null);
  const { data: facets } = useGetArticleFacetsQuery({ kind, category: query.category, project: query.project });

  const navigate = (next: ArticleListQuery, scroll = false) => {
    setParams(buildListQuery(next), { preventScrollReset: true });
    if (scroll) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Container className={styles.page}>
      <Breadcrumbs items={[{ label: 'Главная', to: '/' }, { label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {kinds.length > 1 && (
        <nav aria-label="Разделы" className={styles.kinds}>
          {kinds.map((item) => (
            <Link key={item} to={`/${item}`} className={styles.kind} aria-current={item === kind ? 'page' : undefined}>
              {ARTICLE_KIND_TITLES[item]}
            </Link>
          ))}
        </nav>
      )}
      <div ref={top} className={styles.anchor}>
        <ArticleFilters
          facets={facets}
          category={query.category}
          project={query.project}
          onChange={(patch) => navigate(withFilters(query, patch))}
        />
      </div>
      <section aria-label="Список публикаций">
        <ArticleResults
          kind={kind}
          query={query}
          onNavigate={navigate}
          onReset={() => navigate(withFilters(query, { category: null, project: null }))}
        />
      </section>
    </Container>
  );
}
