/**
 * Project cards (main page now, project lists later): price from and lots
 * on sale of the kinds the project offers (decision 031), completion text of the nearest
 * building, nearest metro station. Four queries whatever the project count.
 */
import { and, asc, count, eq, inArray, min } from 'drizzle-orm';
import type { ProjectCard } from '../../src/schemas/site.ts';
import type { Db } from '../db/client.ts';
import { buildings, lots, metroStations, projectMetro, projects } from '../db/schema/index.ts';
import { completionText } from './format.ts';
import { joinProject, offeredOnSaleAnyProject } from './on-sale-sql.ts';

export type BuildingRow = { projectId: number; status: string; quarter: number; year: number };

/** The nearest building still under construction; otherwise the least finished state. */
export function projectCompletion(rows: BuildingRow[]): string {
  const byDate = [...rows].sort((a, b) => a.year - b.year || a.quarter - b.quarter);
  const next = byDate.find((row) => row.status === 'building');
  if (next) return completionText(next.status, next.quarter, next.year);
  const order = ['built', 'ready', 'hand_over'];
  const least = byDate.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))[0];
  return least ? completionText(least.status, least.quarter, least.year) : '';
}

export async function projectCards(db: Db, kind?: 'residential' | 'commercial'): Promise<ProjectCard[]> {
  const where = kind ? and(eq(projects.isPublished, true), eq(projects.kind, kind)) : eq(projects.isPublished, true);
  const rows = await db.select().from(projects).where(where).orderBy(asc(projects.sort), asc(projects.id));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [offers, buildingRows, stations] = await Promise.all([
    db
      .select({ projectId: lots.projectId, minPrice: min(lots.price), free: count() })
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
    db
      .select({ projectId: projectMetro.projectId, name: metroStations.name, sort: projectMetro.sort })
      .from(projectMetro)
      .innerJoin(metroStations, eq(metroStations.id, projectMetro.stationId))
      .where(inArray(projectMetro.projectId, ids))
      .orderBy(asc(projectMetro.sort)),
  ]);
  const offerBy = new Map(offers.map((offer) => [offer.projectId, offer]));
  return rows.map((row) => {
    const offer = offerBy.get(row.id);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      kind: row.kind,
      district: row.district,
      address: row.address,
      image: row.heroImage,
      min_price: offer?.minPrice ?? null,
      lots_free: offer?.free ?? 0,
      completion_text: projectCompletion(buildingRows.filter((building) => building.projectId === row.id)),
      metro: stations.find((station) => station.projectId === row.id)?.name ?? null,
    };
  });
}
