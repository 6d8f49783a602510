/**
 * Project summaries: what a list card, a filter and a project page header
 * need, for every published project of a kind (or a few by id). A dozen
 * projects exist, so lists, facets and specs filter these in memory; the
 * database does the heavy part once per call: five grouped queries.
 */
import { and, asc, count, eq, gte, inArray, lte, max, min, type SQL } from 'drizzle-orm';
import type { ProjectListItem } from '../../src/schemas/projects.ts';
import type { Db } from '../db/client.ts';
import { buildings, lots, projects } from '../db/schema/index.ts';
import { projectMetroEntries, publicEntry, type ProjectStation } from './metro-entries.ts';
import { joinProject, offeredOnSaleAnyProject } from './on-sale-sql.ts';
import { projectCompletion, type BuildingRow } from './project-completion.ts';

export type ProjectKind = 'residential' | 'commercial';
export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectSummary {
  row: ProjectRow;
  stations: ProjectStation[];
  buildings: BuildingRow[];
  completionText: string;
  completionYears: number[];
  /** Ordering key: year×10+quarter of the next completion, or of the last one when all are built. */
  completionKey: number;
  lotsFree: number;
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
}

/** `/projects/{slug}` or `/projects-commercial/{slug}` (spec §2). */
export function projectUrl(kind: ProjectKind, slug: string): string {
  return `${kind === 'residential' ? '/projects' : '/projects-commercial'}/${slug}`;
}

function completionKey(rows: BuildingRow[]): number {
  const keys = rows.map((row) => ({ key: row.year * 10 + row.quarter, building: row.status === 'building' }));
  const pending = keys.filter((item) => item.building).map((item) => item.key);
  if (pending.length) return Math.min(...pending);
  return keys.length ? Math.max(...keys.map((item) => item.key)) : 0;
}

export async function projectSummaries(
  db: Db,
  filter: { kind?: ProjectKind; ids?: number[] },
): Promise<ProjectSummary[]> {
  const where: SQL[] = [eq(projects.isPublished, true)];
  if (filter.kind) where.push(eq(projects.kind, filter.kind));
  if (filter.ids) where.push(inArray(projects.id, filter.ids.length ? filter.ids : [0]));
  const rows = await db
    .select()
    .from(projects)
    .where(and(...where))
    .orderBy(asc(projects.sort), asc(projects.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [offers, buildingRows, stations] = await Promise.all([
    db
      .select({
        projectId: lots.projectId,
        free: count(),
        minPrice: min(lots.price),
        maxPrice: max(lots.price),
        minArea: min(lots.area),
        maxArea: max(lots.area),
      })
      .from(lots)
      .innerJoin(projects, joinProject)
      .where(and(inArray(lots.projectId, ids), offeredOnSaleAnyProject()))
      .groupBy(lots.projectId),
    db
      .select({
        projectId: buildings.projectId,
        status: buildings.completionStatus,
        quarter: buildings.completionQuarter,
        year: buildings.completionYear,
      })
      .from(buildings)
      .where(inArray(buildings.projectId, ids)),
    projectMetroEntries(db, ids),
  ]);
  const offerBy = new Map(offers.map((offer) => [offer.projectId, offer]));
  return rows.map((row) => {
    const offer = offerBy.get(row.id);
    const own = buildingRows.filter((building) => building.projectId === row.id);
    return {
      row,
      stations: stations.get(row.id) ?? [],
      buildings: own,
      completionText: projectCompletion(own),
      completionYears: [...new Set(own.map((building) => building.year))].sort((a, b) => a - b),
      completionKey: completionKey(own),
      lotsFree: offer?.free ?? 0,
      minPrice: offer?.minPrice ?? null,
      maxPrice: offer?.maxPrice ?? null,
      minArea: offer?.minArea ?? null,
      maxArea: offer?.maxArea ?? null,
    };
  });
}

/** Projects having a lot on sale (decision 031) priced within the range: the exact answer, from the price index. */
export async function projectsWithPriceIn(
  db: Db,
  ids: number[],
  range: { min?: number; max?: number },
): Promise<Set<number>> {
  const where: SQL[] = [inArray(lots.projectId, ids.length ? ids : [0]), offeredOnSaleAnyProject()];
  const rows = await db
    .selectDistinct({ projectId: lots.projectId })
    .from(lots)
    .innerJoin(projects, joinProject)
    .where(and(...where, ...priceBounds(range)));
  return new Set(rows.map((row) => row.projectId));
}

function priceBounds(range: { min?: number; max?: number }): SQL[] {
  const out: SQL[] = [];
  if (range.min !== undefined) out.push(gte(lots.price, Math.ceil(range.min)));
  if (range.max !== undefined) out.push(lte(lots.price, Math.floor(range.max)));
  return out;
}

export function listItem(summary: ProjectSummary): ProjectListItem {
  const { row } = summary;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    district: row.district,
    address: row.address,
    image: row.heroImage,
    min_price: summary.minPrice,
    lots_free: summary.lotsFree,
    completion_text: summary.completionText,
    metro: summary.stations[0]?.metro_station.name ?? null,
    class: row.class,
    lead: row.lead,
    lat: row.lat,
    lng: row.lng,
    clickable: row.clickable,
    finished: row.finished,
    completion_years: summary.completionYears,
    metros: summary.stations.slice(0, 3).map(publicEntry),
    min_area: summary.minArea,
    url: projectUrl(row.kind, row.slug),
  };
}
