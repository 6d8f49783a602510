/**
 * The press list (`GET /api/press/`): published press items filtered by press
 * type (`about_us`…), category and project, newest first, paged. Its facets,
 * specs and detail are the article service's (article-list.ts, article-detail.ts).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PressItem, pressQuerySchema } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { articlePage } from './article-list.ts';

type PressQuery = z.output<typeof pressQuerySchema>;

export async function listPress(db: Db, query: PressQuery): Promise<{ count: number; results: PressItem[] }> {
  const { type, category, project } = query;
  const filters: SQL[] = [eq(articles.kind, 'press'), eq(articles.isPublished, true)];
  if (type) filters.push(eq(articles.pressType, type));
  if (category) filters.push(eq(articles.category, category));
  if (project) filters.push(eq(articles.projectId, project));
  const { total, rows } = await articlePage(db, and(...filters), query);
  const results = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    category: row.category,
    type: row.pressType ?? 'news',
    source: row.source ?? '',
    published_at: row.publishedAt.toISOString(),
    url: `/press/${row.slug}`,
    image: row.image,
  }));
  return { count: total, results };
}
