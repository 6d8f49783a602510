/**
 * The home page's content (`main_page/`, `main_page/preview/`). The preview
 * differs in one way: unpublished rows count too, and a block kept as a
 * draft (page `main-draft`, same key) replaces the published one, so an
 * editor sees the next hero or promotion before it goes live.
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { HomePage } from '../../../src/schemas/home.ts';
import { mainPageSchema, type ArticleCard } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { articles, contentBlocks, purchaseMethods } from '../../db/schema/index.ts';
import { listItem, projectSummaries } from '../project-catalogue.ts';

const LIST_SIZE = 6;
/** Page key of the draft blocks shown only in the preview. */
export const DRAFT_BLOCKS_PAGE = 'main-draft';

const BLOCK_SCHEMAS = { hero: mainPageSchema.shape.hero, about: mainPageSchema.shape.about } as const;

function articleCard(row: typeof articles.$inferSelect): ArticleCard {
  return {
    id: row.id,
    kind: row.kind as ArticleCard['kind'],
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

/** Only running promotions: an ended one must not show a countdown at zero. */
export function runningPromos(now: Date, withDrafts = false): SQL | undefined {
  return and(
    eq(articles.kind, 'promo'),
    withDrafts ? undefined : eq(articles.isPublished, true),
    or(isNull(articles.endsAt), gt(articles.endsAt, now)),
  );
}

async function readBlocks(db: Db, withDrafts: boolean) {
  const pages = withDrafts ? ['main', DRAFT_BLOCKS_PAGE] : ['main'];
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(inArray(contentBlocks.page, pages), withDrafts ? undefined : eq(contentBlocks.isPublished, true)));
  // Drafts last, so they win over the published block with the same key.
  const ordered = [...rows].sort((a, b) => Number(a.page === DRAFT_BLOCKS_PAGE) - Number(b.page === DRAFT_BLOCKS_PAGE));
  const byKey = new Map(ordered.map((row) => [row.key, row.data]));
  const block = <K extends keyof typeof BLOCK_SCHEMAS>(key: K): z.infer<(typeof BLOCK_SCHEMAS)[K]> => {
    const data = byKey.get(key);
    if (!data) throw new Error(`main page block "${key}" is missing; run the seed`);
    return BLOCK_SCHEMAS[key].parse(data) as z.infer<(typeof BLOCK_SCHEMAS)[K]>;
  };
  return { hero: block('hero'), about: block('about') };
}

export async function loadHomePage(db: Db, { withDrafts = false, now = new Date() } = {}): Promise<HomePage> {
  const published = withDrafts ? undefined : eq(articles.isPublished, true);
  const [blocks, projects, promos, news, purchase] = await Promise.all([
    readBlocks(db, withDrafts),
    projectSummaries(db, {}),
    db
      .select()
      .from(articles)
      .where(runningPromos(now, withDrafts))
      .orderBy(asc(articles.endsAt), desc(articles.id))
      .limit(LIST_SIZE),
    db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'news'), published))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(LIST_SIZE),
    db
      .select({ slug: purchaseMethods.slug, label: purchaseMethods.label, title: purchaseMethods.title })
      .from(purchaseMethods)
      .where(withDrafts ? undefined : eq(purchaseMethods.isPublished, true))
      .orderBy(asc(purchaseMethods.sort)),
  ]);
  return {
    hero: blocks.hero,
    projects: projects.map(listItem),
    promos: promos.map(articleCard),
    news: news.map(articleCard),
    purchase,
    about: blocks.about,
    preview: withDrafts,
  };
}
