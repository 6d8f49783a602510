/**
 * The few database reads SEO needs beyond the shared services: published
 * projects and articles for the sitemap, one article for its page, and a
 * project's kind for a lot's breadcrumbs (the lot snapshot does not carry
 * it). Lots themselves come from the in-memory catalogue (services/lots),
 * projects' page data from services/project-page.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, projects, type ArticleKind } from '../../db/schema/index.ts';
import { projectUrl, type ProjectKind } from '../project-catalogue.ts';
import { keptRead } from '../kept-read.ts';
import type { Snapshot } from '../lots/snapshot.ts';

/** Article kinds with public pages outside the guard (press and owners' guides are test-stage only, spec §2). */
const INDEXED_ARTICLE_KINDS = ['news', 'promo', 'charity', 'media'] as const satisfies readonly ArticleKind[];

/** Route of each article kind's pages. */
export const ARTICLE_SECTIONS: Record<ArticleKind, { path: string; title: string }> = {
  news: { path: '/news', title: 'Новости' },
  press: { path: '/press', title: 'Пресса о нас' },
  promo: { path: '/promo', title: 'Акции' },
  charity: { path: '/charity', title: 'Благотворительность' },
  media: { path: '/media', title: 'Медиа' },
  owners_guide: { path: '/owners', title: 'Собственникам' },
};

export interface ArticleRecord {
  kind: ArticleKind;
  slug: string;
  title: string;
  lead: string;
  body: string;
  image: string | null;
  publishedAt: Date;
  updatedAt: Date;
  source: string | null;
}

export async function findArticle(db: Db, kind: ArticleKind, slug: string): Promise<ArticleRecord | null> {
  const [row] = await db
    .select({
      kind: articles.kind,
      slug: articles.slug,
      title: articles.title,
      lead: articles.lead,
      body: articles.body,
      image: articles.image,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      source: articles.source,
    })
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.slug, slug), eq(articles.isPublished, true)))
    .limit(1);
  return row ?? null;
}

export async function publishedArticles(db: Db, kinds: readonly ArticleKind[] = INDEXED_ARTICLE_KINDS) {
  return db
    .select({ kind: articles.kind, slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.isPublished, true), inArray(articles.kind, [...kinds])))
    .orderBy(asc(articles.kind), asc(articles.id));
}

export async function publishedProjects(db: Db) {
  return db
    .select({ id: projects.id, slug: projects.slug, kind: projects.kind, updatedAt: projects.updatedAt })
    .from(projects)
    .where(eq(projects.isPublished, true))
    .orderBy(asc(projects.sort), asc(projects.id));
}

/**
 * `/projects/{slug}` or `/projects-commercial/{slug}`; null for an unpublished
 * project. Read once per catalogue snapshot: the projects table moves the
 * catalogue's version, so a lot page's breadcrumbs cost no query.
 */
export async function projectPathById(db: Db, snapshot: Snapshot, id: number): Promise<string | null> {
  const paths = await keptRead(snapshot.memo, 'published-project-paths', () =>
    publishedProjects(db).then(
      (rows) => new Map(rows.map((row) => [row.id, projectUrl(row.kind as ProjectKind, row.slug)])),
    ),
  );
  return paths.get(id) ?? null;
}
