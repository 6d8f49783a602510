/**
 * Everything the sitemap lists, by section: static pages of the route table
 * (and purchase methods), published projects, lots on sale or booked (sold
 * ones are left out: their page says «Продано» and no longer sells), and
 * published articles of the kinds outside the production guard.
 *
 * Lots are listed under their canonical `/lots/{id}` (page-meta.ts), read
 * from the in-memory catalogue rather than by a new SQL query.
 */
import { and, eq } from 'drizzle-orm';
import { ROUTES, isGuardedPath } from '../../../src/lib/routes.ts';
import type { SitemapSection } from '../../../src/schemas/sitemap.ts';
import type { SitemapEntry } from '../../../src/lib/seo/sitemap-xml.ts';
import type { Db } from '../../db/client.ts';
import { purchaseMethods } from '../../db/schema/index.ts';
import { catalogueFor } from '../lots/catalogue.ts';
import { projectUrl, type ProjectKind } from '../project-catalogue.ts';
import { ARTICLE_SECTIONS, publishedArticles, publishedProjects } from './sources.ts';

/** Pages of one visitor (favourites, print sheets), stubs and the UI kit are not for search. */
const UNLISTED_SCREENS = new Set(['favorites', 'print', 'compare', 'stub', 'ui']);

export type SitemapSections = Record<SitemapSection, SitemapEntry[]>;

function staticPagePaths(): string[] {
  return ROUTES.filter(
    (route) =>
      !route.entity && !route.path.includes(':') && !UNLISTED_SCREENS.has(route.screen) && !isGuardedPath(route.path),
  ).map((route) => route.path);
}

const iso = (date: Date | string) => new Date(date).toISOString();

export async function collectSitemap(db: Db): Promise<SitemapSections> {
  const [projectRows, articleRows, purchaseRows, snapshot] = await Promise.all([
    publishedProjects(db),
    publishedArticles(db),
    db
      .select({ slug: purchaseMethods.slug })
      .from(purchaseMethods)
      .where(and(eq(purchaseMethods.isPublished, true))),
    catalogueFor(db).current(),
  ]);
  const pages: SitemapEntry[] = [
    ...staticPagePaths().map((path) => ({ path })),
    ...purchaseRows.map((row) => ({ path: `/purchase/${encodeURIComponent(row.slug)}` })),
  ];
  const projects = projectRows.map((row) => ({
    path: projectUrl(row.kind as ProjectKind, row.slug),
    lastmod: iso(row.updatedAt),
  }));
  const publishedProjectIds = new Set(projectRows.map((row) => row.id));
  const lots = snapshot.lots
    .filter((lot) => lot.status !== 'sold' && publishedProjectIds.has(lot.project.id))
    .map((lot) => ({ path: `/lots/${lot.id}`, lastmod: lot.updatedAt }));
  const articles = articleRows.map((row) => ({
    path: `${ARTICLE_SECTIONS[row.kind].path}/${encodeURIComponent(row.slug)}`,
    lastmod: iso(row.updatedAt),
  }));
  return { pages, projects, lots, articles };
}
