/**
 * The JSON-LD of the pages that stand for something (decision 032 keeps it in
 * the head of every rendered page): project, lot and article pages get their
 * entity's block with a BreadcrumbList; the catalogue `/lots` and the
 * purchase methods `/purchase/{slug}` a BreadcrumbList. Data comes from the
 * reads the API uses (project-page service, the in-memory lot catalogue,
 * purchase methods) and the SEO sources; null means «no blocks of its own»
 * (the Organization is added for every page by html/render-page.ts), never
 * an error page. The page's visible markup is the app's own render.
 */
import type { SeoPage } from '../../../src/schemas/site.ts';
import type { ArticleKind } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { PURCHASE_ROOT } from '../../../src/lib/routes.ts';
import { catalogueFor } from '../lots/catalogue.ts';
import { findProject, projectDetail } from '../project-page.ts';
import type { ProjectKind } from '../project-catalogue.ts';
import { findPurchaseMethod } from '../purchase-methods.ts';
import { siteIdentityFor } from '../site-identity.ts';
import {
  breadcrumbLd,
  listingLd,
  newsArticleLd,
  projectLd,
  type Crumb,
  type JsonLd,
} from '../../../src/lib/seo/json-ld.ts';
import { ARTICLE_SECTIONS, findArticle, projectPathById } from './sources.ts';

export interface JsonLdPage {
  jsonLd: JsonLd[];
  /** The app's full-width first picture (its largest paint), preloaded by the page head. */
  heroImage?: string | null;
}

export interface JsonLdPageInput {
  db: Db;
  path: string;
  meta: SeoPage;
  origin: string;
}

const HOME: Crumb = { name: 'Главная', path: '/' };
/** The catalogue as the lot pages and `/lots` itself name it (the route's title). */
const CATALOGUE: Crumb = { name: 'Выбрать недвижимость', path: '/lots' };
const MAX_INT = 2_147_483_647;

const withCrumbs = (input: JsonLdPageInput, crumbs: Crumb[], ...blocks: JsonLd[]): JsonLdPage => ({
  jsonLd: [...blocks, breadcrumbLd(crumbs, input.origin)],
});

export async function projectPage(input: JsonLdPageInput, kind: ProjectKind, slug: string): Promise<JsonLdPage | null> {
  const row = await findProject(input.db, kind, slug);
  if (!row || row.slug !== slug) return null;
  const detail = await projectDetail(input.db, row);
  const residential = kind === 'residential';
  const section = residential
    ? { name: 'Проекты', path: '/projects' }
    : { name: 'Коммерческие проекты', path: '/projects-commercial' };
  const crumbs = [HOME, section, { name: detail.name, path: input.path }];
  const ld = projectLd({
    origin: input.origin,
    url: input.path,
    name: detail.name,
    description: input.meta.description,
    image: detail.hero_image,
    address: detail.address,
    lat: detail.lat,
    lng: detail.lng,
    residential,
  });
  return { ...withCrumbs(input, crumbs, ld), heroImage: detail.hero_image };
}

export async function lotPage(input: JsonLdPageInput, rawId: string): Promise<JsonLdPage | null> {
  if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > MAX_INT) return null;
  const snapshot = await catalogueFor(input.db).current();
  const lot = snapshot.byId.get(Number(rawId));
  if (!lot) return null;
  const projectPath = await projectPathById(input.db, snapshot, lot.project.id);
  const canonicalPath = `/lots/${lot.id}`;
  const crumbs: Crumb[] = [
    HOME,
    CATALOGUE,
    ...(projectPath ? [{ name: lot.project.name, path: projectPath }] : []),
    { name: input.meta.h1, path: canonicalPath },
  ];
  const ld = listingLd({
    origin: input.origin,
    url: canonicalPath,
    name: input.meta.h1,
    description: input.meta.description,
    image: input.meta.og_image,
    price: lot.price,
    status: lot.status,
    area: lot.area,
    rooms: lot.rooms,
    floor: lot.floorNumber,
    address: lot.project.address,
    projectName: lot.project.name,
    updatedAt: new Date(lot.updatedAt).toISOString(),
  });
  return withCrumbs(input, crumbs, ld);
}

export async function articlePage(input: JsonLdPageInput, kind: ArticleKind, slug: string): Promise<JsonLdPage | null> {
  const [article, identity] = await Promise.all([findArticle(input.db, kind, slug), siteIdentityFor(input.db)]);
  if (!article) return null;
  const section = ARTICLE_SECTIONS[kind];
  const crumbs = [HOME, { name: section.title, path: section.path }, { name: article.title, path: input.path }];
  const ld = newsArticleLd({
    origin: input.origin,
    url: input.path,
    title: article.title,
    lead: article.lead,
    image: input.meta.og_image,
    publishedAt: article.publishedAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    organizationName: identity.name,
  });
  return withCrumbs(input, crumbs, ld);
}

/** `/lots` under any query string: the filters are the app's, the canonical address is `/lots`. */
export function cataloguePage(input: JsonLdPageInput): JsonLdPage {
  return withCrumbs(input, [HOME, CATALOGUE]);
}

/**
 * `/purchase/{slug}`: an unknown or unpublished slug is a 404 page before
 * this is reached; null here (a number instead of a slug) means no blocks.
 * «Способы покупки» has no page of its own: the menus send it to the first
 * method, so that is its crumb, left out on that very page.
 */
export async function purchasePage(input: JsonLdPageInput, slug: string): Promise<JsonLdPage | null> {
  const method = await findPurchaseMethod(input.db, slug);
  if (!method || method.slug !== slug) return null;
  const section: Crumb = { name: 'Способы покупки', path: PURCHASE_ROOT };
  return withCrumbs(input, [
    HOME,
    ...(input.path === PURCHASE_ROOT ? [] : [section]),
    { name: input.meta.h1, path: input.path },
  ]);
}
