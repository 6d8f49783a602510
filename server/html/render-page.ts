/**
 * The server-rendering seam. Every page response goes through `renderPage`;
 * its `head` is appended to the SEO tags and its `html` is placed right
 * before `<div id="root">` (html/template.ts explains why not inside).
 *
 * Every page gets the Organization JSON-LD. Project, lot and article pages
 * (every lot alias included) also get their entity's JSON-LD with a
 * BreadcrumbList and prerendered markup — heading, price, facts,
 * description — so a crawler or a browser without JavaScript reads the page
 * (decision 014). The catalogue `/lots` and the purchase methods get the same
 * (services/seo/listing-pages.ts): without it their largest paint waited for
 * the scripts. The app removes that markup once its own page is drawn.
 * The home gets a layer of its hero (picture, heading, subtitle), and home
 * and project pages a preload of the hero picture: it is their largest
 * paint, drawn this way without waiting for the scripts (decision 016).
 */
import type { SeoPage } from '../../src/schemas/site.ts';
import type { RouteDef } from '../../src/lib/routes.ts';
import type { AppRuntimeConfig } from '../../src/lib/app-config.ts';
import type { VisitorHints } from '../../src/lib/render/visitor-hints.ts';
import type { Db } from '../db/client.ts';
import type { ArticleKind } from '../db/schema/index.ts';
import { articlePage, lotPage, projectPage, type EntityPage, type EntityPageInput } from '../services/seo/entity-pages.ts';
import { cataloguePage, purchasePage } from '../services/seo/listing-pages.ts';
import { jsonLdScript } from '../../src/lib/seo/json-ld.ts';
import { organizationFor } from '../services/seo/organization.ts';
import { heroPreloadTag } from './asset-hints.ts';
import { homeHero, homePrerender } from './home-hero.ts';

export interface RenderPageInput {
  /** Normalised request path, e.g. `/projects/zamoskvorechye`. */
  path: string;
  route: RouteDef;
  params: Record<string, string>;
  meta: SeoPage;
  db: Db;
  /** Absolute origin of canonical and JSON-LD addresses. */
  publicOrigin: string;
  /** The normalised query without `?` (parameters sorted; html/render-key.ts), part of the render cache key. */
  search: string;
  /** Visitor choices from cookies (`lots-view`), part of the render cache key. */
  hints: VisitorHints;
  /** The page's runtime config as the template embeds it (status, origin, maintenance…). */
  config: AppRuntimeConfig;
}

export interface RenderedPage {
  /** Extra head markup (preloads, JSON-LD) after the SEO tags. */
  head: string;
  /** Prerendered page beside `#root`; empty means the browser renders from scratch. */
  html: string;
  /** The app rendered on the server, inside `#root` (html/render-app.ts, decision 032). */
  root?: string;
  /** Its `#app-state` block. */
  state?: string;
  /** Milliseconds the app's render took. */
  renderMs?: number;
}

function entityPage(input: RenderPageInput): Promise<EntityPage | null> {
  const page: EntityPageInput = { db: input.db, path: input.path, meta: input.meta, origin: input.publicOrigin };
  const slug = input.params.slug ?? '';
  // The catalogue is no entity (it always exists), so it is matched by route name.
  if (input.route.name === 'lots') return cataloguePage(page);
  switch (input.route.entity) {
    case 'project':
      return projectPage(page, 'residential', slug);
    case 'commercial-project':
      return projectPage(page, 'commercial', slug);
    case 'lot':
      return lotPage(page, input.params.id ?? '');
    case 'article':
      return articlePage(page, input.route.params?.kind as ArticleKind, slug);
    case 'purchase':
      return purchasePage(page, slug);
    default:
      return Promise.resolve(null);
  }
}

export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const isHome = input.route.path === '/';
  const [organization, entity, home] = await Promise.all([
    organizationFor(input.db, input.publicOrigin),
    entityPage(input),
    isHome ? homeHero(input.db) : Promise.resolve(null),
  ]);
  const blocks = [organization, ...(entity?.jsonLd ?? [])];
  // The hero (home, project pages) is the page's largest paint: its preload goes first.
  const preload = heroPreloadTag(home?.image ?? entity?.heroImage);
  const html = home ? homePrerender(home) : (entity?.html ?? '');
  return { head: [preload, ...blocks.map(jsonLdScript)].filter(Boolean).join('\n    '), html };
}
