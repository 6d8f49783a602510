/**
 * The page's head extras beside the server's render of the app (decision
 * 032): `renderPage` gives the markup appended to the SEO tags — the hero
 * picture's preload and the JSON-LD blocks. The app's own markup (`#root`)
 * and its `#app-state` come from html/render-app.ts.
 *
 * Every page gets the Organization JSON-LD. Project, lot and article pages
 * (every lot alias included) also get their entity's block with a
 * BreadcrumbList; the catalogue `/lots` and the purchase methods a
 * BreadcrumbList (services/seo/json-ld-pages.ts). Home and project pages get
 * a preload of the hero picture: it is their largest paint, and the preload
 * starts its fetch before the stylesheets and the app's `<img>` are read
 * (decision 016).
 */
import type { SeoPage } from '../../src/schemas/site.ts';
import type { RouteDef } from '../../src/lib/routes.ts';
import type { AppRuntimeConfig } from '../../src/lib/app-config.ts';
import type { VisitorHints } from '../../src/lib/render/visitor-hints.ts';
import type { Db } from '../db/client.ts';
import type { ArticleKind } from '../db/schema/index.ts';
import {
  articlePage,
  cataloguePage,
  lotPage,
  projectPage,
  purchasePage,
  type JsonLdPage,
  type JsonLdPageInput,
} from '../services/seo/json-ld-pages.ts';
import { jsonLdScript } from '../../src/lib/seo/json-ld.ts';
import { organizationFor } from '../services/seo/organization.ts';
import { heroPreloadTag } from './asset-hints.ts';
import { homeHero } from './home-hero.ts';

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
  /** The app rendered on the server, inside `#root` (html/render-app.ts, decision 032); absent: the browser draws it. */
  root?: string;
  /** Its `#app-state` block. */
  state?: string;
  /** Milliseconds the app's render took. */
  renderMs?: number;
}

function jsonLdPage(input: RenderPageInput): Promise<JsonLdPage | null> {
  const page: JsonLdPageInput = { db: input.db, path: input.path, meta: input.meta, origin: input.publicOrigin };
  const slug = input.params.slug ?? '';
  // The catalogue is no entity (it always exists), so it is matched by route name.
  if (input.route.name === 'lots') return Promise.resolve(cataloguePage(page));
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
  const [organization, page, home] = await Promise.all([
    organizationFor(input.db, input.publicOrigin),
    jsonLdPage(input),
    isHome ? homeHero(input.db) : Promise.resolve(null),
  ]);
  const blocks = [organization, ...(page?.jsonLd ?? [])];
  // The hero (home, project pages) is the page's largest paint: its preload goes first.
  const preload = heroPreloadTag(home?.image ?? page?.heroImage);
  return { head: [preload, ...blocks.map(jsonLdScript)].filter(Boolean).join('\n    ') };
}
