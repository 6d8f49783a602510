/**
 * Owners' guides (`owners_guide` articles) and media stories (`media`
 * articles) as the content-page contracts: cards, details with text blocks,
 * and the gallery of a media story (its cover, then its project's gallery).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  GUIDE_CATEGORY_NAMES,
  MEDIA_CATEGORIES,
  MEDIA_CATEGORY_NAMES,
  type GuideCard,
  type GuideDetail,
  type MediaCard,
  type MediaCategory,
  type MediaDetail,
  type MediaImage,
} from '../../src/schemas/content-pages.ts';
import type { Db } from '../db/client.ts';
import { articles, projects } from '../db/schema/index.ts';
import { projectUrl } from './project-catalogue.ts';
import { bodyToBlocks } from './text-blocks.ts';
import { facetOption } from './facet-option.ts';

type ArticleRow = typeof articles.$inferSelect;

/** Seeded covers are 1200×675 and project galleries 1200×800 (server/db/seed/art-misc.ts, insert-projects.ts). */
const COVER = { width: 1200, height: 675 };
const GALLERY = { width: 1200, height: 800 };

const published = (kind: 'owners_guide' | 'media') => and(eq(articles.kind, kind), eq(articles.isPublished, true));

function guideCard(row: ArticleRow): GuideCard {
  const category = row.category ?? 'handover';
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category,
    category_name: GUIDE_CATEGORY_NAMES[category] ?? 'Собственникам',
    image: row.image,
    published_at: row.publishedAt.toISOString(),
    url: `/owners/${row.slug}`,
  };
}

/** Guides in the order a new owner needs them: by category, then newest first. */
export async function guideList(db: Db): Promise<GuideCard[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(published('owners_guide'))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const order = Object.keys(GUIDE_CATEGORY_NAMES);
  const rank = (card: GuideCard) => (order.includes(card.category) ? order.indexOf(card.category) : order.length);
  return rows.map(guideCard).sort((a, b) => rank(a) - rank(b));
}

export async function guideDetail(db: Db, slug: string): Promise<GuideDetail | null> {
  const all = await guideList(db);
  const card = all.find((item) => item.slug === slug);
  if (!card) return null;
  const [row] = await db
    .select({ body: articles.body })
    .from(articles)
    .where(and(published('owners_guide'), eq(articles.slug, slug)))
    .limit(1);
  return { ...card, blocks: bodyToBlocks(row.body), related: all.filter((item) => item.slug !== slug).slice(0, 4) };
}

const mediaCategory = (value: string | null): MediaCategory =>
  (MEDIA_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as MediaCategory) : 'photo';

type ProjectInfo = { id: number; slug: string; name: string; kind: 'residential' | 'commercial'; gallery: string[] };

async function projectsById(db: Db, ids: number[]): Promise<Map<number, ProjectInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      kind: projects.kind,
      gallery: projects.gallery,
    })
    .from(projects)
    .where(and(inArray(projects.id, ids), eq(projects.isPublished, true)));
  return new Map(rows.map((row) => [row.id, row]));
}

function gallery(row: ArticleRow, project: ProjectInfo | undefined): MediaImage[] {
  const images: MediaImage[] = [];
  if (row.image) images.push({ src: row.image, alt: row.title, ...COVER });
  project?.gallery.forEach((src, index) => images.push({ src, alt: `${project.name}: кадр ${index + 1}`, ...GALLERY }));
  return images;
}

function mediaCard(row: ArticleRow, project: ProjectInfo | undefined): MediaCard {
  const category = mediaCategory(row.category);
  const images = gallery(row, project);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category,
    category_name: MEDIA_CATEGORY_NAMES[category],
    project: project
      ? { id: project.id, slug: project.slug, name: project.name, url: projectUrl(project.kind, project.slug) }
      : null,
    cover: images[0] ?? null,
    photos: images.length,
    published_at: row.publishedAt.toISOString(),
    url: `/media/${row.slug}`,
  };
}

async function mediaRows(db: Db, category?: MediaCategory, slug?: string) {
  const filters = [published('media')];
  if (category) filters.push(eq(articles.category, category));
  if (slug) filters.push(eq(articles.slug, slug));
  const rows = await db
    .select()
    .from(articles)
    .where(and(...filters))
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  const byId = await projectsById(db, [...new Set(rows.flatMap((row) => (row.projectId ? [row.projectId] : [])))]);
  return rows.map((row) => ({ row, project: row.projectId ? byId.get(row.projectId) : undefined }));
}

export async function mediaList(db: Db, category?: MediaCategory): Promise<MediaCard[]> {
  return (await mediaRows(db, category)).map(({ row, project }) => mediaCard(row, project));
}

export async function mediaFacets(db: Db) {
  const all = await mediaList(db);
  return {
    facets: {
      category: MEDIA_CATEGORIES.map((category) => {
        const count = all.filter((card) => card.category === category).length;
        return facetOption(category, MEDIA_CATEGORY_NAMES[category], count);
      }),
    },
  };
}

export async function mediaDetail(db: Db, slug: string): Promise<MediaDetail | null> {
  const [found] = await mediaRows(db, undefined, slug);
  if (!found) return null;
  return {
    ...mediaCard(found.row, found.project),
    blocks: bodyToBlocks(found.row.body),
    gallery: gallery(found.row, found.project),
  };
}
