/**
 * What the database holds for the lots file: the places a lot can be in
 * (projects, buildings, sections, floors), the finishings, and the lots in
 * the file's terms. Read with one `json_agg` per table, which PGlite hands
 * over far faster than thousands of rows; lots in id order, in batches, so
 * the export streams 200 000 of them without holding them all.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LotKind, LotStatus } from '../../db/schema/enums.ts';
import type { LotLine } from './columns.ts';

export interface ProjectPlace {
  id: number;
  slug: string;
  name: string;
}
export interface BuildingPlace {
  id: number;
  projectId: number;
  number: string;
  floorsTotal: number;
  quarter: number;
  year: number;
}
export interface SectionPlace {
  id: number;
  buildingId: number;
  number: number;
  floors: Map<number, number>;
}
interface FinishingPlace {
  id: number;
  slug: string;
  name: string;
}

export interface Places {
  projects: Map<number, ProjectPlace>;
  buildings: Map<number, BuildingPlace>;
  sections: Map<number, SectionPlace>;
  finishings: Map<number, FinishingPlace>;
}

/** A lot as stored, in the columns the file speaks of. */
export interface StoredLot {
  id: number;
  projectId: number;
  buildingId: number;
  sectionId: number | null;
  floorId: number | null;
  floor: number;
  number: string;
  kind: LotKind;
  rooms: number | null;
  area: number;
  livingArea: number | null;
  kitchenArea: number | null;
  price: number;
  oldPrice: number | null;
  status: LotStatus;
  finishingId: number | null;
  hidden: boolean;
}

type Json = string | number | boolean | null;

async function jsonRows(db: Db, query: SQL): Promise<Json[][]> {
  const result = await db.execute<{ j: string }>(
    sql`select coalesce(json_agg(t.r), '[]')::text as j from (${query}) t`,
  );
  return JSON.parse((result as unknown as { rows: Array<{ j: string }> }).rows[0]!.j) as Json[][];
}

export async function readPlaces(db: Db): Promise<Places> {
  const projects = await jsonRows(db, sql`select json_build_array(id, slug, name) r from projects order by id`);
  const buildings = await jsonRows(
    db,
    sql`select json_build_array(id, project_id, number, floors_total, completion_quarter, completion_year) r
    from buildings order by id`,
  );
  const sections = await jsonRows(
    db,
    sql`select json_build_array(id, building_id, number) r from sections order by id`,
  );
  const floors = await jsonRows(db, sql`select json_build_array(id, section_id, number) r from floors order by id`);
  const finishings = await jsonRows(
    db,
    sql`select json_build_array(id, slug, name) r from finishings order by sort, id`,
  );
  const places: Places = {
    projects: new Map(projects.map(([id, slug, name]) => [id as number, { id, slug, name } as ProjectPlace])),
    buildings: new Map(
      buildings.map(([id, projectId, number, floorsTotal, quarter, year]) => [
        id as number,
        { id, projectId, number, floorsTotal, quarter, year } as BuildingPlace,
      ]),
    ),
    sections: new Map(
      sections.map(([id, buildingId, number]) => [
        id as number,
        { id, buildingId, number, floors: new Map() } as SectionPlace,
      ]),
    ),
    finishings: new Map(finishings.map(([id, slug, name]) => [id as number, { id, slug, name } as FinishingPlace])),
  };
  for (const [id, sectionId, number] of floors)
    places.sections.get(sectionId as number)?.floors.set(number as number, id as number);
  return places;
}

export interface LotBatch {
  /** Only lots with a greater id. */
  afterId?: number;
  limit?: number;
  /** Leave out the lots a full import hid: they are not on the site, nor in the export. */
  visibleOnly?: boolean;
}

export async function readStoredLots(
  db: Db,
  { afterId = 0, limit = 1_000_000, visibleOnly = false }: LotBatch = {},
): Promise<StoredLot[]> {
  const rows = await jsonRows(
    db,
    sql`select json_build_array(id, project_id, building_id, section_id, floor_id, floor_number, number, kind,
    rooms, area, living_area, kitchen_area, price, old_price, status, finishing_id, hidden) r
    from lots where id > ${afterId} ${visibleOnly ? sql`and not hidden` : sql``} order by id limit ${limit}`,
  );
  return rows.map(
    ([
      id,
      projectId,
      buildingId,
      sectionId,
      floorId,
      floor,
      number,
      kind,
      rooms,
      area,
      livingArea,
      kitchenArea,
      price,
      oldPrice,
      status,
      finishingId,
      hidden,
    ]) =>
      ({
        id,
        projectId,
        buildingId,
        sectionId,
        floorId,
        floor,
        number,
        kind,
        rooms,
        area,
        livingArea,
        kitchenArea,
        price,
        oldPrice,
        status,
        finishingId,
        hidden,
      }) as StoredLot,
  );
}

/** The file's line of a stored lot: what the export writes and what an unchanged import line says. */
export function storedLine(lot: StoredLot, places: Places): LotLine {
  const building = places.buildings.get(lot.buildingId)!;
  return {
    id: lot.id,
    project: places.projects.get(lot.projectId)!.slug,
    building: building.number,
    section: lot.sectionId === null ? null : (places.sections.get(lot.sectionId)?.number ?? null),
    floor: lot.floor,
    number: lot.number,
    kind: lot.kind,
    rooms: lot.rooms,
    area: lot.area,
    living_area: lot.livingArea,
    kitchen_area: lot.kitchenArea,
    price: lot.price,
    old_price: lot.oldPrice,
    status: lot.status,
    finishing: lot.finishingId === null ? null : (places.finishings.get(lot.finishingId)?.slug ?? null),
    completion_quarter: building.quarter,
    completion_year: building.year,
  };
}
