/**
 * What search engines get for the three indexed entity pages — project, lot
 * and article: JSON-LD blocks and the prerendered markup. Data comes from
 * the reads the API uses (project-page service, the in-memory lot catalogue)
 * and the SEO sources; null means «no prerender», never an error page.
 */
import type { SeoPage } from '../../../src/schemas/site.ts';
import type { ArticleKind } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { formatArea, formatCount, formatDate, formatFloor, formatPrice, formatPriceFrom, formatPricePerMeter, NOUNS } from '../../../src/lib/format/index.ts';
import { BRAND } from '../../db/seed/brand.ts';
import { catalogFor } from '../lots/catalog.ts';
import { planUrl } from '../lots/cards.ts';
import { LOT_STATUS_TEXT } from '../format.ts';
import { LOT_STATUS_NOTES } from '../../../src/lib/lot-status-notes.ts';
import { findProject, projectDetail } from '../project-page.ts';
import type { ProjectKind } from '../project-catalog.ts';
import { breadcrumbLd, listingLd, newsArticleLd, projectLd, type Crumb, type JsonLd } from '../../../src/lib/seo/json-ld.ts';
import { prerenderPage, type Fact } from './markup.ts';
import { ARTICLE_SECTIONS, findArticle, paragraphsOf, projectPathById } from './sources.ts';

export interface EntityPage {
  jsonLd: JsonLd[];
  html: string;
  /** The app's full-width first picture (its largest paint), preloaded by the page head. */
  heroImage?: string | null;
}

export interface EntityPageInput {
  db: Db;
  path: string;
  meta: SeoPage;
  origin: string;
}

export const HOME: Crumb = { name: 'Главная', path: '/' };
/** The catalogue as the lot pages and `/lots` itself name it (the route's title). */
export const CATALOGUE: Crumb = { name: 'Выбрать недвижимость', path: '/lots' };
const MAX_INT = 2_147_483_647;
/** Hero images of the seed are 16:9; the width/height pair only fixes the aspect ratio. */
const HERO_SIZE = { width: 1280, height: 720 };
const PLAN_SIZE = { width: 1000, height: 600 };

function withCrumbs(input: EntityPageInput, crumbs: Crumb[], ld: JsonLd, html: string): EntityPage {
  return { jsonLd: [ld, breadcrumbLd(crumbs, input.origin)], html };
}

export async function projectPage(input: EntityPageInput, kind: ProjectKind, slug: string): Promise<EntityPage | null> {
  const row = await findProject(input.db, kind, slug);
  if (!row || row.slug !== slug) return null;
  const detail = await projectDetail(input.db, row);
  const residential = kind === 'residential';
  const section = residential ? { name: 'Проекты', path: '/projects' } : { name: 'Коммерческие проекты', path: '/projects-commercial' };
  const crumbs = [HOME, section, { name: detail.name, path: input.path }];
  const metro = detail.metro.slice(0, 2).map((entry) => `${entry.metro_station.name}, ${entry.time} мин`);
  const facts: Fact[] = [
    { label: 'Район', value: detail.district },
    { label: 'Адрес', value: detail.address },
    { label: 'Срок сдачи', value: detail.completion_text },
    { label: 'В продаже', value: formatCount(detail.stats.lots_free, NOUNS.lot) },
    ...(detail.stats.min_area ? [{ label: 'Площадь', value: `от ${formatArea(detail.stats.min_area)}` }] : []),
    ...(metro.length ? [{ label: 'Метро', value: metro.join('; ') }] : []),
  ];
  const html = prerenderPage({
    crumbs,
    h1: input.meta.h1,
    eyebrow: detail.district,
    price: detail.stats.min_price ? { value: formatPriceFrom(detail.stats.min_price) } : undefined,
    facts,
    paragraphs: [detail.lead, ...detail.description],
    hero: detail.hero_image ? { src: detail.hero_image, alt: detail.name, ...HERO_SIZE } : null,
  });
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
  return { ...withCrumbs(input, crumbs, ld, html), heroImage: detail.hero_image };
}

export async function lotPage(input: EntityPageInput, rawId: string): Promise<EntityPage | null> {
  if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > MAX_INT) return null;
  const snapshot = await catalogFor(input.db).current();
  const lot = snapshot.byId.get(Number(rawId));
  if (!lot) return null;
  const projectPath = await projectPathById(input.db, lot.project.id);
  const canonicalPath = `/lots/${lot.id}`;
  const crumbs: Crumb[] = [
    HOME,
    CATALOGUE,
    ...(projectPath ? [{ name: lot.project.name, path: projectPath }] : []),
    { name: input.meta.h1, path: canonicalPath },
  ];
  const status = LOT_STATUS_TEXT[lot.status];
  const facts: Fact[] = [
    { label: 'Проект', value: lot.project.name },
    { label: 'Корпус', value: lot.building.number },
    { label: 'Этаж', value: lot.floorNumber > 0 ? formatFloor(lot.floorNumber, lot.building.floorsTotal) : `подземный уровень ${-lot.floorNumber}` },
    { label: 'Площадь', value: formatArea(lot.area) },
    { label: 'Цена за м²', value: formatPricePerMeter(lot.pricePerM2) },
    { label: 'Срок сдачи', value: lot.building.completion.text },
    ...(lot.finishing ? [{ label: 'Отделка', value: lot.finishing.name }] : []),
    { label: 'Номер лота', value: lot.number },
  ];
  const plan = lot.layout ? planUrl(lot.layout.id) : null;
  const html = prerenderPage({
    crumbs,
    h1: input.meta.h1,
    eyebrow: `${lot.project.name}, ${lot.project.district}`,
    // A booked or sold lot says why it cannot be booked, under the price as the app's buy box does.
    price:
      lot.status === 'sold'
        ? { value: status, explanation: LOT_STATUS_NOTES.sold }
        : { value: formatPrice(lot.price), note: status, ...(lot.status === 'BOOKED' ? { explanation: LOT_STATUS_NOTES.booked } : {}) },
    facts,
    paragraphs: [input.meta.description, lot.project.address],
    image: plan ? { src: plan, alt: `Планировка: ${input.meta.h1}`, ...PLAN_SIZE } : null,
  });
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
  return withCrumbs(input, crumbs, ld, html);
}

export async function articlePage(input: EntityPageInput, kind: ArticleKind, slug: string): Promise<EntityPage | null> {
  const article = await findArticle(input.db, kind, slug);
  if (!article) return null;
  const section = ARTICLE_SECTIONS[kind];
  const crumbs = [HOME, { name: section.title, path: section.path }, { name: article.title, path: input.path }];
  const html = prerenderPage({
    crumbs,
    h1: input.meta.h1,
    eyebrow: [formatDate(article.publishedAt), article.source].filter(Boolean).join(' · '),
    paragraphs: [article.lead, ...paragraphsOf(article.body)],
    image: article.image ? { src: article.image, alt: article.title, ...HERO_SIZE } : null,
  });
  const ld = newsArticleLd({
    origin: input.origin,
    url: input.path,
    title: article.title,
    lead: article.lead,
    image: input.meta.og_image,
    publishedAt: article.publishedAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    organizationName: BRAND.name,
  });
  return withCrumbs(input, crumbs, ld, html);
}
