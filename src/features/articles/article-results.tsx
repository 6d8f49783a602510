/**
 * The cards of the pages on screen (from..page), one query per page, so
 * «Показать ещё» fetches only the new page and a failed page can be retried
 * alone. The first page decides the whole list's state: loading, failed,
 * empty, or the cards with the pager.
 */
import { formatCount } from '@/lib/format';
import type { ArticleKindValue } from '@/schemas/article-kinds';
import { Button } from '@/ui/button/button';
import { ARTICLES_PER_PAGE, useGetArticlesQuery } from './articles-api';
import { ArticleCard } from './article-card';
import { ArticlePager } from './article-pager';
import { ArticleSkeletons, ArticlesEmpty, ArticlesError } from './article-states';
import { goToPage, shownPages, type ArticleListQuery } from './list-query';
import { useNow } from './use-now';
import styles from './articles.module.css';

const PUBLICATIONS = ['публикация', 'публикации', 'публикаций'] as const;
const PROMOS = ['акция', 'акции', 'акций'] as const;

interface ResultsProps {
  kind: ArticleKindValue;
  query: ArticleListQuery;
  onNavigate: (next: ArticleListQuery, scroll: boolean) => void;
  onReset: () => void;
}

function PageCards({
  kind,
  query,
  page,
  now,
}: {
  kind: ArticleKindValue;
  query: ArticleListQuery;
  page: number;
  now: number;
}) {
  const { data, isFetching, isError, error, refetch } = useGetArticlesQuery({
    kind,
    category: query.category,
    project: query.project,
    page,
  });
  if (isError && !isFetching) {
    return (
      <li className={styles.wide}>
        <ArticlesError compact error={error} onRetry={() => void refetch()} />
      </li>
    );
  }
  if (!data) return <ArticleSkeletons count={ARTICLES_PER_PAGE} />;
  return data.results.map((article, index) => (
    <li key={article.id}>
      <ArticleCard article={article} now={now} priority={page === query.from && index < 3} />
    </li>
  ));
}

export function ArticleResults({ kind, query, onNavigate, onReset }: ResultsProps) {
  const now = useNow(60_000);
  const first = useGetArticlesQuery({ kind, category: query.category, project: query.project, page: query.from });
  const last = useGetArticlesQuery({ kind, category: query.category, project: query.project, page: query.page });
  const filtered = query.category !== null || query.project !== null;

  if (first.isError && !first.isFetching)
    return <ArticlesError error={first.error} onRetry={() => void first.refetch()} />;
  if (!first.data) {
    return (
      <div role="status" aria-live="polite">
        <p className="visually-hidden">Загружаем публикации…</p>
        <ul className={styles.grid}>
          <ArticleSkeletons count={ARTICLES_PER_PAGE} />
        </ul>
      </div>
    );
  }
  if (first.data.count === 0) return <ArticlesEmpty filtered={filtered} onReset={onReset} />;
  const pages = first.data.pages;
  // A page past the end (an old shared link): offer the first page instead of a blank.
  if (first.data.results.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>Такой страницы в списке нет — публикаций стало меньше.</p>
        <Button variant="secondary" onClick={() => onNavigate(goToPage(query, 1), true)}>
          К первой странице
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {formatCount(first.data.count, kind === 'promo' ? PROMOS : PUBLICATIONS)}
      </p>
      <ul className={styles.grid} aria-busy={last.isFetching || undefined}>
        {shownPages(query).map((page) => (
          <PageCards key={page} kind={kind} query={query} page={page} now={now} />
        ))}
      </ul>
      <ArticlePager query={query} pages={pages} loadingMore={last.isFetching && !last.data} onNavigate={onNavigate} />
    </>
  );
}
