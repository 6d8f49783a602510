/**
 * One project's page blocks: header facts, master plan with per-building
 * offers, panoramas. `{id}` is a numeric id or a slug, so the browser can ask
 * with the slug of its address; a project of the other kind is not found.
 */
import { and, asc, count, eq, inArray, min, or, type SQL } from 'drizzle-orm';
import type { Genplan, Panorama, ProjectDetail } from '../../src/schemas/projects.ts';
import type { Db } from '../db/client.ts';
import { buildings, lots, mediaFiles, panoramas, projects } from '../db/schema/index.ts';
import { MEDIA_URL_PREFIX } from '../db/schema/site.ts';
import { completionText } from './format.ts';
import { projectSummaries, projectUrl, type ProjectKind, type ProjectRow } from './project-catalogue.ts';
import { publicEntry } from './metro-entries.ts';
import { offeredOnSale } from './on-sale-sql.ts';

const MAX_INT = 2_147_483_647;
/** Buildings' `genplan_polygon` coordinates live in this box (seed/structure.ts). */
const GENPLAN_BOX = { width: 1000, height: 700 };

/** An HTTP error the error handler turns into `{ status, message }`. */
export function httpError(status: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: status });
}

export const PROJECT_NOT_FOUND = 'Проект не найден';

/** Null when nothing matches; a number past the int range is no id, just a miss. */
export async function findProject(db: Db, kind: ProjectKind, idOrSlug: string): Promise<ProjectRow | null> {
  const numeric = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : null;
  const key: SQL | undefined =
    numeric !== null
      ? numeric >= 1 && numeric <= MAX_INT
        ? or(eq(projects.id, numeric), eq(projects.slug, idOrSlug))
        : eq(projects.slug, idOrSlug)
      : eq(projects.slug, idOrSlug);
  const [row] = await db
    .select()
    .from(projects)
    .where(and(key, eq(projects.kind, kind), eq(projects.isPublished, true)))
    .orderBy(asc(projects.id))
    .limit(1);
  return row ?? null;
}

export async function requireProject(db: Db, kind: ProjectKind, idOrSlug: string): Promise<ProjectRow> {
  const row = await findProject(db, kind, idOrSlug);
  if (!row) throw httpError(404, PROJECT_NOT_FOUND);
  return row;
}

export async function projectDetail(db: Db, row: ProjectRow): Promise<ProjectDetail> {
  const [summary] = await projectSummaries(db, { ids: [row.id] });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    class: row.class,
    district: row.district,
    address: row.address,
    lead: row.lead,
    description: row.description
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean),
    hero_image: row.heroImage,
    logo: row.logo,
    gallery: row.gallery.map((src, index) => ({ src, alt: `${row.name}: изображение ${index + 1}` })),
    lat: row.lat,
    lng: row.lng,
    metro: summary.stations.map(publicEntry),
    completion_text: summary.completionText,
    stats: {
      lots_free: summary.lotsFree,
      min_price: summary.minPrice,
      min_area: summary.minArea,
      buildings: summary.buildings.length,
    },
    clickable: row.clickable,
    finished: row.finished,
    url: projectUrl(row.kind, row.slug),
  };
}

export async function projectGenplan(db: Db, row: ProjectRow): Promise<Genplan> {
  const buildingRows = await db
    .select()
    .from(buildings)
    .where(eq(buildings.projectId, row.id))
    .orderBy(asc(buildings.sort), asc(buildings.id));
  const ids = buildingRows.map((building) => building.id);
  const offers = ids.length
    ? await db
        .select({ buildingId: lots.buildingId, free: count(), minPrice: min(lots.price) })
        .from(lots)
        .where(and(inArray(lots.buildingId, ids), offeredOnSale(row.kind)))
        .groupBy(lots.buildingId)
    : [];
  const offerBy = new Map(offers.map((offer) => [offer.buildingId, offer]));
  // The master plan seen from above, drawn from these outlines by the seed; without one the hero is the backdrop.
  const planPath = `projects/${row.slug}/genplan.svg`;
  const [plan] = await db
    .select({ path: mediaFiles.path })
    .from(mediaFiles)
    .where(eq(mediaFiles.path, planPath))
    .limit(1);
  return {
    image: plan ? MEDIA_URL_PREFIX + planPath : row.heroImage,
    ...GENPLAN_BOX,
    buildings: buildingRows.map((building) => ({
      id: building.id,
      number: building.number,
      name: building.name,
      polygon: building.genplanPolygon,
      floors_total: building.floorsTotal,
      completion: {
        status: building.completionStatus,
        quarter: building.completionQuarter,
        year: building.completionYear,
        text: completionText(building.completionStatus, building.completionQuarter, building.completionYear),
      },
      lots_free: offerBy.get(building.id)?.free ?? 0,
      min_price: offerBy.get(building.id)?.minPrice ?? null,
    })),
  };
}

export async function projectPanoramas(db: Db, row: ProjectRow): Promise<Panorama[]> {
  return db
    .select({ id: panoramas.id, title: panoramas.title, image: panoramas.image, preview: panoramas.preview })
    .from(panoramas)
    .where(eq(panoramas.projectId, row.id))
    .orderBy(asc(panoramas.sort), asc(panoramas.id));
}
