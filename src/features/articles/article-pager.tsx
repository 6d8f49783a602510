/**
 * «Показать ещё» (appends the next page) and the page numbers (show one
 * page). Numbers are real links with the address of that page, so they can
 * be opened in a new tab or shared; the pages on screen are marked current.
 */
import { Link } from '@/ui/link/link';
import { Button } from '@/ui/button/button';
import { buildListQuery, goToPage, pagerItems, showMore, type ArticleListQuery } from './list-query';
import styles from './articles.module.css';

export interface ArticlePagerProps {
  query: ArticleListQuery;
  pages: number;
  /** The next page is on its way: the button spins. */
  loadingMore: boolean;
  onNavigate: (next: ArticleListQuery, scroll: boolean) => void;
}

export function ArticlePager({ query, pages, loadingMore, onNavigate }: ArticlePagerProps) {
  if (pages <= 1) return null;
  const hasMore = query.page < pages;
  return (
    <nav className={styles.pager} aria-label="Страницы списка">
      {hasMore && (
        <Button variant="secondary" size="l" loading={loadingMore} onClick={() => onNavigate(showMore(query), false)}>
          Показать ещё
        </Button>
      )}
      <ol className={styles.pages}>
        {pagerItems(query.from, query.page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={styles.pageLink}
                to={{ search: buildListQuery(goToPage(query, item)) }}
                aria-current={item >= query.from && item <= query.page ? 'page' : undefined}
                aria-label={`Страница ${item}`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onNavigate(goToPage(query, item), true);
                }}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
