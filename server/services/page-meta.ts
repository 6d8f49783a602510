/**
 * Meta of a page path for the HTML shell and `GET /api/seo/pages/`: null when
 * the path is no page (no route, or the route's entity is not in the
 * database), otherwise title, description, h1, canonical and og image.
 * At most two indexed lookups per call: the entity and the SEO override; the
 * brand and the default description come from the site identity, kept per
 * content version (site-identity.ts).
 */
import { and, eq } from 'drizzle-orm';
import { matchRoute, normalizePath, type RouteMatch } from '../../src/lib/routes.ts';
import type { SeoPage } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import {
  articles,
  buildings,
  documents,
  lots,
  projects,
  purchaseMethods,
  seoPages,
  type ArticleKind,
} from '../db/schema/index.ts';
import { MEDIA_URL_PREFIX } from '../db/schema/site.ts';
import { siteIdentityFor, titleWithBrand } from './site-identity.ts';
import { formatArea, formatPrice, LOT_STATUS_TEXT, lotName } from './format.ts';

interface EntityMeta {
  /** The title before the brand is added. */
  title: string;
  h1: string;
  description: string;
  image: string | null;
  /** Set when the page has one preferred address (lot aliases → /lots/{id}). */
  canonicalPath?: string;
}

const MAX_INT = 2_147_483_647;

/** Route entity → article kind it is stored as. */
const ARTICLE_ENTITIES: Partial<Record<string, ArticleKind>> = {
  charity: 'charity',
  media: 'media',
  'owners-guide': 'owners_guide',
};

async function projectMeta(db: Db, slug: string, kind: 'residential' | 'commercial'): Promise<EntityMeta | null> {
  const [row] = await db
    .select({
      name: projects.name,
      lead: projects.lead,
      district: projects.district,
      address: projects.address,
      image: projects.heroImage,
    })
    .from(projects)
    .where(and(eq(projects.slug, slug), eq(projects.kind, kind), eq(projects.isPublished, true)))
    .limit(1);
  if (!row) return null;
  const what =
    kind === 'residential' ? `квартиры от застройщика, ${row.district}` : 'офисы и помещения в собственность';
  return {
    title: `${row.name}: ${what}`,
    h1: row.name,
    description: `${row.lead}. ${row.address}.`,
    image: row.image,
  };
}

async function lotMeta(db: Db, rawId: string): Promise<EntityMeta | null> {
  if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > MAX_INT) return null;
  const id = Number(rawId);
  const [row] = await db
    .select({
      kind: lots.kind,
      rooms: lots.rooms,
      isEuro: lots.isEuro,
      area: lots.area,
      floor: lots.floorNumber,
      price: lots.price,
      status: lots.status,
      layoutId: lots.layoutId,
      project: projects.name,
      projectImage: projects.heroImage,
      building: buildings.number,
      floors: buildings.floorsTotal,
    })
    .from(lots)
    .innerJoin(projects, eq(projects.id, lots.projectId))
    .innerJoin(buildings, eq(buildings.id, lots.buildingId))
    // A hidden lot (issue 32) has no page: 404 like an unknown one.
    .where(and(eq(lots.id, id), eq(lots.hidden, false)))
    .limit(1);
  if (!row) return null;
  const name = lotName(row.kind, row.rooms, row.isEuro);
  const place = row.floor > 0 ? `${row.floor} этаж из ${row.floors}` : `подземный уровень ${-row.floor}`;
  const price =
    row.status === 'sold'
      ? LOT_STATUS_TEXT.sold
      : `${formatPrice(row.price)}, ${LOT_STATUS_TEXT[row.status].toLowerCase()}`;
  return {
    title: `${name} ${formatArea(row.area)} в «${row.project}»`,
    h1: `${name}, ${formatArea(row.area)}`,
    description: `${row.project}, корпус ${row.building}, ${place}. ${price}. Колл-центр ежедневно с 9:00 до 21:00.`,
    image: row.layoutId ? `${MEDIA_URL_PREFIX}plans/${row.layoutId}.svg` : row.projectImage,
    canonicalPath: `/lots/${id}`,
  };
}

async function articleMeta(db: Db, kind: ArticleKind, slug: string): Promise<EntityMeta | null> {
  const [row] = await db
    .select({ title: articles.title, lead: articles.lead, image: articles.image })
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.slug, slug), eq(articles.isPublished, true)))
    .limit(1);
  return row ? { title: row.title, h1: row.title, description: row.lead, image: row.image } : null;
}

async function documentMeta(db: Db, slug: string): Promise<EntityMeta | null> {
  const [row] = await db
    .select({ title: documents.title, format: documents.fileFormat })
    .from(documents)
    .where(eq(documents.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    title: row.title,
    h1: row.title,
    description: `${row.title}. Документ в формате ${row.format.toUpperCase()}.`,
    image: null,
  };
}

async function purchaseMeta(db: Db, slug: string): Promise<EntityMeta | null> {
  const [row] = await db
    .select({ title: purchaseMethods.title, lead: purchaseMethods.lead, image: purchaseMethods.image })
    .from(purchaseMethods)
    .where(and(eq(purchaseMethods.slug, slug), eq(purchaseMethods.isPublished, true)))
    .limit(1);
  return row ? { title: row.title, h1: row.title, description: row.lead, image: row.image } : null;
}

function entityMeta(db: Db, { route, params }: RouteMatch): Promise<EntityMeta | null> {
  const slug = params.slug ?? '';
  switch (route.entity) {
    case 'project':
      return projectMeta(db, slug, 'residential');
    case 'commercial-project':
      return projectMeta(db, slug, 'commercial');
    case 'lot':
      return lotMeta(db, params.id ?? '');
    case 'article':
      return articleMeta(db, route.params?.kind as ArticleKind, slug);
    case 'document':
      return documentMeta(db, slug);
    case 'purchase':
      return purchaseMeta(db, slug);
    default: {
      const kind = route.entity ? ARTICLE_ENTITIES[route.entity] : undefined;
      if (!kind) throw new Error(`no meta loader for route entity ${route.entity}`);
      return articleMeta(db, kind, slug);
    }
  }
}

export async function resolvePageMeta(db: Db, path: string, opts: { publicOrigin: string }): Promise<SeoPage | null> {
  const pathname = normalizePath(path.split(/[?#]/)[0] || '/');
  const match = matchRoute(pathname);
  if (!match) return null;
  const [entity, override, identity] = await Promise.all([
    match.route.entity ? entityMeta(db, match) : Promise.resolve(undefined),
    db
      .select()
      .from(seoPages)
      .where(eq(seoPages.path, pathname))
      .limit(1)
      .then((rows) => rows[0]),
    siteIdentityFor(db),
  ]);
  if (entity === null) return null;
  const origin = opts.publicOrigin.replace(/\/+$/, '');
  const image = override?.ogImage ?? entity?.image ?? null;
  return {
    slug: pathname,
    title: override?.title ?? titleWithBrand(identity, entity?.title ?? match.route.title),
    description: override?.description ?? entity?.description ?? identity.defaultDescription,
    h1: override?.h1 ?? entity?.h1 ?? match.route.title,
    canonical: `${origin}${entity?.canonicalPath ?? pathname}`,
    // Open Graph wants absolute addresses.
    og_image: image?.startsWith('/') ? `${origin}${image}` : image,
  };
}
