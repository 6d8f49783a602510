/**
 * News, press and promotions as one list (spec §2): filters by kind,
 * category and project, newest first, paged; facets count each category
 * and project under the other filter, specs give the date ranges.
 */
import { and, count, desc, eq, inArray, max, min, type SQL } from 'drizzle-orm';
import { articlePath, categoryLabel } from '../../../src/lib/article-categories.ts';
import type { ArticleKindValue } from '../../../src/schemas/article-kinds.ts';
import type {
  ArticleFacets,
  ArticleFilters,
  ArticleList,
  ArticleListItem,
  ArticlesQuery,
  ArticleSpecs,
} from '../../../src/schemas/articles.ts';
import type { Db } from '../../db/client.ts';
import { articles, projects } from '../../db/schema/index.ts';
import { projectUrl } from '../project-catalogue.ts';

export type ArticleRow = typeof articles.$inferSelect;
type ProjectRef = { id: number; slug: string; name: string; kind: 'residential' | 'commercial' };

export function articleWhere({ kind, category, project }: Partial<ArticleFilters> & { kind: ArticleKindValue }): SQL {
  const filters: SQL[] = [eq(articles.kind, kind), eq(articles.isPublished, true)];
  if (category) filters.push(eq(articles.category, category));
  if (project) filters.push(eq(articles.projectId, project));
  return and(...filters) as SQL;
}

/** Published projects by id, for the cards' project names and links. */
export async function projectRefs(db: Db, ids: Array<number | null>): Promise<Map<number, ProjectRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, slug: projects.slug, name: projects.name, kind: projects.kind })
    .from(projects)
    .where(and(inArray(projects.id, wanted), eq(projects.isPublished, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

export function toListItem(row: ArticleRow, refs: Map<number, ProjectRef>): ArticleListItem {
  const project = row.projectId === null ? undefined : refs.get(row.projectId);
  const kind = row.kind as ArticleKindValue;
  return {
    id: row.id,
    kind,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category: row.category ? { value: row.category, label: categoryLabel(row.category) } : null,
    project: project
      ? { id: project.id, slug: project.slug, name: project.name, url: projectUrl(project.kind, project.slug) }
      : null,
    published_at: row.publishedAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    source: row.source,
    image: row.image,
    url: articlePath(kind, row.slug),
  };
}

/** One page of the articles under `where`, newest first, and how many there are in all. */
export async function articlePage(
  db: Db,
  where: SQL | undefined,
  { page, page_size: pageSize }: { page: number; page_size: number },
): Promise<{ total: number; rows: ArticleRow[] }> {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(articles).where(where),
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { total, rows };
}

export async function listArticles(db: Db, query: ArticlesQuery): Promise<ArticleList> {
  const { page, page_size: pageSize } = query;
  const { total, rows } = await articlePage(db, articleWhere(query), query);
  const refs = await projectRefs(
    db,
    rows.map((row) => row.projectId),
  );
  const pages = Math.ceil(total / pageSize);
  return {
    count: total,
    page,
    pages,
    next_page: page < pages ? page + 1 : null,
    results: rows.map((row) => toListItem(row, refs)),
  };
}

export async function articleFacets(db: Db, filters: ArticleFilters): Promise<ArticleFacets> {
  const [[{ total }], categoryRows, projectRows] = await Promise.all([
    db.select({ total: count() }).from(articles).where(articleWhere(filters)),
    db
      .select({ value: articles.category, n: count() })
      .from(articles)
      .where(articleWhere({ ...filters, category: undefined }))
      .groupBy(articles.category),
    db
      .select({ id: projects.id, name: projects.name, n: count() })
      .from(articles)
      .innerJoin(projects, and(eq(projects.id, articles.projectId), eq(projects.isPublished, true)))
      .where(articleWhere({ ...filters, project: undefined }))
      .groupBy(projects.id, projects.name),
  ]);
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'ru');
  return {
    count: total,
    categories: categoryRows
      .filter((row): row is { value: string; n: number } => row.value !== null)
      .map((row) => ({ value: row.value, label: categoryLabel(row.value), count: row.n }))
      .sort(byLabel),
    projects: projectRows.map((row) => ({ value: String(row.id), label: row.name, count: row.n })).sort(byLabel),
  };
}

export async function articleSpecs(db: Db, filters: ArticleFilters): Promise<ArticleSpecs> {
  const [row] = await db
    .select({
      total: count(),
      firstPublished: min(articles.publishedAt),
      lastPublished: max(articles.publishedAt),
      firstEnd: min(articles.endsAt),
      lastEnd: max(articles.endsAt),
    })
    .from(articles)
    .where(articleWhere(filters));
  const range = (from: Date | null, to: Date | null) =>
    from && to ? { min: new Date(from).toISOString(), max: new Date(to).toISOString() } : null;
  return {
    count: row.total,
    published_at: range(row.firstPublished, row.lastPublished),
    ends_at: range(row.firstEnd, row.lastEnd),
  };
}
