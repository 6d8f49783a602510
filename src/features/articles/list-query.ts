/**
 * The list screen's state lives in its address (spec §2 query rules), so
 * back/forward and shared links reopen the same view:
 *
 *   /news?category=construction&project=12&page=3&from=2
 *
 * `page` is the last page shown, `from` the first: «Показать ещё» appends the
 * next page (page + 1, same from), a page number shows that page alone. Pure,
 * no React: parsing forgives anything a visitor may type into the address.
 */
import { buildQuery, parseQuery } from '@/lib/query-string';

export interface ArticleListQuery {
  category: string | null;
  project: number | null;
  /** Last page shown. */
  page: number;
  /** First page shown (≤ page). */
  from: number;
}

const MAX_PAGE = 10_000;
const CATEGORY_RE = /^[a-z0-9-]{1,100}$/;

const pageNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_PAGE ? value : null;

export function parseListQuery(search: string | URLSearchParams): ArticleListQuery {
  const raw = parseQuery(search);
  const category = typeof raw.category === 'string' && CATEGORY_RE.test(raw.category) ? raw.category : null;
  const project =
    typeof raw.project === 'number' && Number.isInteger(raw.project) && raw.project >= 1 && raw.project <= 2_147_483_647
      ? raw.project
      : null;
  const page = pageNumber(raw.page) ?? 1;
  const from = pageNumber(raw.from);
  return { category, project, page, from: from !== null && from <= page ? from : page };
}

/** The search string without `?`; defaults are left out so the plain list has a clean address. */
export function buildListQuery(query: ArticleListQuery): string {
  return buildQuery({
    category: query.category,
    project: query.project,
    page: query.page > 1 ? query.page : null,
    from: query.from !== query.page ? query.from : null,
  });
}

/** A new filter starts from the first page. */
export function withFilters(
  query: ArticleListQuery,
  patch: Partial<Pick<ArticleListQuery, 'category' | 'project'>>,
): ArticleListQuery {
  return { ...query, ...patch, page: 1, from: 1 };
}

export function showMore(query: ArticleListQuery): ArticleListQuery {
  return { ...query, page: Math.min(query.page + 1, MAX_PAGE) };
}

export function goToPage(query: ArticleListQuery, page: number): ArticleListQuery {
  return { ...query, page, from: page };
}

/** Pages whose items are on screen, in order. */
export function shownPages(query: ArticleListQuery): number[] {
  return Array.from({ length: query.page - query.from + 1 }, (_, index) => query.from + index);
}

export type PagerItem = number | 'gap';

/**
 * Page numbers to offer: always the first and the last, the pages around the
 * current ones, and a gap («…») where more than one page is skipped.
 */
export function pagerItems(from: number, to: number, total: number, around = 1): PagerItem[] {
  if (total <= 1) return [];
  const wanted = new Set<number>([1, total]);
  for (let page = from - around; page <= to + around; page += 1) if (page >= 1 && page <= total) wanted.add(page);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
