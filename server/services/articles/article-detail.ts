/**
 * One article for its screen (spec §2: /news/{slug}, /press/{slug},
 * /promo/{slug}): the body as text blocks, a gallery (the cover, then the
 * related project's pictures — the demo has no per-article photo sets), the
 * related project and other articles of the kind, the same project first.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ArticleKindValue } from '../../../src/schemas/article-kinds.ts';
import type { ArticleDetail } from '../../../src/schemas/articles.ts';
import type { Db } from '../../db/client.ts';
import { articles, projects } from '../../db/schema/index.ts';
import { projectUrl } from '../project-catalogue.ts';
import { articleWhere, projectRefs, toListItem, type ArticleRow } from './article-list.ts';
import { parseBodyBlocks } from './body-blocks.ts';

export const ARTICLE_NOT_FOUND = 'Статья не найдена';
const GALLERY_SIZE = 6;
const RELATED_SIZE = 3;

export async function findArticleById(db: Db, id: number, kind?: ArticleKindValue): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.id, id),
        eq(articles.isPublished, true),
        sql`${articles.kind} in ('news', 'press', 'promo')`,
        kind ? eq(articles.kind, kind) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findArticleBySlug(db: Db, kind: ArticleKindValue, slug: string): Promise<ArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(articleWhere({ kind }), eq(articles.slug, slug)))
    .limit(1);
  return row ?? null;
}

export async function articleDetail(db: Db, row: ArticleRow): Promise<ArticleDetail> {
  const kind = row.kind as ArticleKindValue;
  const [project] =
    row.projectId === null
      ? []
      : await db
          .select()
          .from(projects)
          .where(and(eq(projects.id, row.projectId), eq(projects.isPublished, true)))
          .limit(1);
  const related = await db
    .select()
    .from(articles)
    .where(and(articleWhere({ kind }), ne(articles.id, row.id)))
    // Articles about the same project are the likeliest next read.
    .orderBy(
      ...(row.projectId === null ? [] : [sql`(${articles.projectId} = ${row.projectId}) desc nulls last`]),
      desc(articles.publishedAt),
      desc(articles.id),
    )
    .limit(RELATED_SIZE);
  const refs = await projectRefs(db, [row.projectId, ...related.map((item) => item.projectId)]);
  const gallery = [
    ...(row.image ? [{ src: row.image, alt: row.title }] : []),
    ...(project?.gallery ?? []).map((src, index) => ({ src, alt: `${project.name}: изображение ${index + 1}` })),
  ].slice(0, GALLERY_SIZE);
  return {
    ...toListItem(row, refs),
    body: parseBodyBlocks(row.body),
    gallery,
    source_url: row.sourceUrl,
    project: project
      ? {
          id: project.id,
          slug: project.slug,
          name: project.name,
          url: projectUrl(project.kind, project.slug),
          kind: project.kind,
          district: project.district,
          address: project.address,
          image: project.heroImage,
        }
      : null,
    related: related.map((item) => toListItem(item, refs)),
  };
}
