/**
 * The whole lot catalogue in memory, denormalised: every lot with its
 * project, building, section and derived filter keys.
 *
 * Why not SQL per request: on embedded PGlite one round trip costs ~2 ms and
 * a `count(*)` over 21 000 lots ~20 ms, so list + facets + specs by SQL
 * cannot meet 30 ms p95 or 500 requests/s. The catalogue is ~21 000 rows
 * (10 MB of heap; 87 MB at 200 000 lots, `npm run bench:memory`), changes
 * rarely, and `catalog_version` tells when to reload.
 */
import { sql } from 'drizzle-orm';
import type { RoomValue } from '../../../src/schemas/lots.ts';
import type { Db } from '../../db/client.ts';
import type { LotKind, LotStatus } from '../../db/schema/enums.ts';
import { completionText } from '../format.ts';
import { applyMortgageOffers, readPrograms } from './mortgage-offers.ts';

export interface ProjectInfo { id: number; slug: string; name: string; district: string; address: string; sort: number }
export interface BuildingInfo {
  id: number; projectId: number; number: string; name: string; floorsTotal: number; sort: number; genplanPolygon: string;
  completion: { status: 'building' | 'built' | 'ready' | 'hand_over'; quarter: number; year: number; text: string };
  /** `2027-4` while under construction, `ready` once built (the `completion` filter value). */
  completionKey: string;
  /** Sort key: 0 when ready, else year·10 + quarter. */
  completionOrder: number;
}
export interface SectionInfo { id: number; buildingId: number; number: number; floorsTotal: number }
export interface FloorInfo { id: number; sectionId: number; number: number }
export interface LayoutInfo {
  id: number; projectId: number; kind: LotKind; code: string; name: string; rooms: number; isEuro: boolean;
  area: number; livingArea: number | null; kitchenArea: number | null; bathroomArea: number | null;
}

export interface LotRecord {
  id: number; kind: LotKind; number: string; rooms: number | null; isEuro: boolean;
  area: number; livingArea: number | null; kitchenArea: number | null; bathroomArea: number | null;
  floorNumber: number; price: number; oldPrice: number | null; pricePerM2: number; minMortgage: number | null;
  status: LotStatus; ceiling: number | null; balcony: boolean; terrace: boolean; dressingRoom: boolean;
  directions: string[]; unification: boolean; advantage: string | null; polygon: string | null; updatedAt: string;
  project: ProjectInfo; building: BuildingInfo; section: SectionInfo | null; floorId: number | null;
  layout: LayoutInfo | null; finishing: { id: number; name: string } | null;
  /** Position in `Snapshot.lots` (id order): index into per-snapshot masks. */
  index: number;
  /** Derived once so filters compare plain values. */
  roomsKey: RoomValue | null; floorsTotal: number; discount: boolean;
}

export interface Snapshot {
  version: number;
  lots: LotRecord[];
  byId: Map<number, LotRecord>;
  projects: Map<number, ProjectInfo>;
  buildings: Map<number, BuildingInfo>;
  sections: Map<number, SectionInfo>;
  floors: Map<number, FloorInfo>;
  layouts: Map<number, LayoutInfo>;
  finishings: Map<number, { id: number; name: string; sort: number }>;
  /** Memo of sort orders and per-catalogue vocabularies (see list.ts, facets.ts). */
  memo: Map<string, unknown>;
}

export function roomsKey(rooms: number | null, isEuro: boolean): RoomValue | null {
  if (rooms === null) return null;
  if (isEuro && rooms >= 2) return rooms >= 4 ? 'e4' : (`e${rooms}` as RoomValue);
  if (rooms === 0) return 'studio';
  return rooms >= 4 ? '4+' : (String(rooms) as RoomValue);
}

type Json = string | number | boolean | null | Json[];

/** One JSON text per table: PGlite hands over one big value far faster than thousands of rows. */
async function jsonRows(db: Db, query: ReturnType<typeof sql>): Promise<Json[][]> {
  const result = await db.execute<{ j: string }>(sql`select coalesce(json_agg(t.r), '[]')::text as j from (${query}) t`);
  const rows = (result as unknown as { rows: Array<{ j: string }> }).rows;
  return JSON.parse(rows[0].j) as Json[][];
}

/**
 * Lots are read by id, LOT_PAGE at a time. All of them in one JSON text
 * (50 MB at 200 000 lots) grew PGlite's WebAssembly memory by 400 MB, which
 * it never gives back, and held the text and its parsed rows in the JS heap at
 * once; a page keeps both to a few MB (tests/bench/memory.ts). A write landing
 * between two pages (as between the tables above) moves `catalog_version`, so
 * the next check reloads the catalogue.
 */
const LOT_PAGE = 10_000;

async function* lotPages(db: Db, size: number): AsyncGenerator<Json[][]> {
  for (let after = 0; ;) {
    const rows = await jsonRows(db, sql`select json_build_array(id, kind, number, rooms, is_euro, area, living_area, kitchen_area,
      bathroom_area, floor_number, price, old_price, price_per_m2, min_mortgage, status, ceiling_height, balcony, terrace, dressing_room,
      directions_of_view, unification, advantage, floor_polygon, updated_at, project_id, building_id, section_id, floor_id, layout_id,
      finishing_id) r from lots where not hidden and id > ${after} order by id limit ${size}`);
    yield rows;
    if (rows.length < size) return;
    // The largest id, not the last row's: json_agg keeps the subquery's order only by custom.
    for (const row of rows) after = Math.max(after, row[0] as number);
  }
}

/**
 * One instance per distinct key. 200 000 lots hold ~450 different view
 * lists and ~20 floor polygons; a copy per lot was 21 MB of heap (of 112)
 * at 200 000 lots, and the finishing a copy per lot 4 MB more (bench:memory).
 * Shared values are frozen: no lot may change another's.
 */
function sharing<T, A extends unknown[]>(make: (key: string, ...rest: A) => T): (key: string, ...rest: A) => T {
  const kept = new Map<string, T>();
  return (key, ...rest) => {
    let value = kept.get(key);
    if (value === undefined) kept.set(key, (value = make(key, ...rest)));
    return value;
  };
}

export async function readVersion(db: Db): Promise<number> {
  const result = await db.execute<{ v: string | number }>(sql`select coalesce(max(version), 0) as v from catalog_version`);
  return Number((result as unknown as { rows: Array<{ v: string | number }> }).rows[0]?.v ?? 0);
}

/** `lotPage`: lots per query (tests page in small steps). */
export async function loadSnapshot(db: Db, version: number, { lotPage = LOT_PAGE }: { lotPage?: number } = {}): Promise<Snapshot> {
  // Sequential: PGlite runs one query at a time anyway, and node-postgres keeps a consistent order.
  const projectRows = await jsonRows(db, sql`select json_build_array(id, slug, name, district, address, sort) r from projects`);
  const buildingRows = await jsonRows(db, sql`select json_build_array(id, project_id, number, name, floors_total, sort, genplan_polygon,
    completion_status, completion_quarter, completion_year) r from buildings`);
  const sectionRows = await jsonRows(db, sql`select json_build_array(id, building_id, number, floors_total) r from sections`);
  const floorRows = await jsonRows(db, sql`select json_build_array(id, section_id, number) r from floors`);
  const layoutRows = await jsonRows(db, sql`select json_build_array(id, project_id, kind, code, name, rooms, is_euro, area,
    living_area, kitchen_area, bathroom_area) r from layouts`);
  const finishingRows = await jsonRows(db, sql`select json_build_array(id, name, sort) r from finishings`);

  const projects = new Map(projectRows.map(([id, slug, name, district, address, sort]) => [id as number,
    { id, slug, name, district, address, sort } as ProjectInfo]));
  const buildings = new Map<number, BuildingInfo>();
  for (const [id, projectId, number, name, floorsTotal, sort, genplanPolygon, status, quarter, year] of buildingRows) {
    const done = status !== 'building';
    buildings.set(id as number, {
      id, projectId, number, name, floorsTotal, sort, genplanPolygon,
      completion: { status, quarter, year, text: completionText(status as string, quarter as number, year as number) },
      completionKey: done ? 'ready' : `${year}-${quarter}`,
      completionOrder: done ? 0 : (year as number) * 10 + (quarter as number),
    } as BuildingInfo);
  }
  const sections = new Map(sectionRows.map(([id, buildingId, number, floorsTotal]) => [id as number,
    { id, buildingId, number, floorsTotal } as SectionInfo]));
  const floors = new Map(floorRows.map(([id, sectionId, number]) => [id as number, { id, sectionId, number } as FloorInfo]));
  const layouts = new Map(layoutRows.map(([id, projectId, kind, code, name, rooms, isEuro, area, livingArea, kitchenArea, bathroomArea]) =>
    [id as number, { id, projectId, kind, code, name, rooms, isEuro, area, livingArea, kitchenArea, bathroomArea } as LayoutInfo]));
  const finishings = new Map(finishingRows.map(([id, name, sort]) => [id as number, { id, name, sort } as { id: number; name: string; sort: number }]));

  // Lots share one instance per distinct value (sharing() below).
  const finishingRefs = new Map([...finishings.values()].map(({ id, name }) => [id, Object.freeze({ id, name })]));
  const polygonOf = sharing((polygon: string) => polygon);
  const viewsOf = sharing((_key: string, names: string[]) => Object.freeze(names) as string[]);

  const lots: LotRecord[] = [];
  for await (const page of lotPages(db, lotPage)) for (const row of page) {
    const [id, kind, number, rooms, isEuro, area, livingArea, kitchenArea, bathroomArea, floorNumber, price, oldPrice, pricePerM2,
      minMortgage, status, ceiling, balcony, terrace, dressingRoom, directions, unification, advantage, polygon, updatedAt,
      projectId, buildingId, sectionId, floorId, layoutId, finishingId] = row;
    const project = projects.get(projectId as number);
    const building = buildings.get(buildingId as number);
    if (!project || !building) continue; // a foreign key makes this impossible; skip rather than crash
    const section = sectionId === null ? null : (sections.get(sectionId as number) ?? null);
    lots.push({
      id, kind, number, rooms, isEuro, area, livingArea, kitchenArea, bathroomArea, floorNumber, price, oldPrice, pricePerM2,
      minMortgage, status, ceiling, balcony, terrace, dressingRoom, unification, advantage,
      directions: viewsOf(JSON.stringify(directions), (directions as string[] | null) ?? []),
      polygon: polygon === null ? null : polygonOf(polygon as string),
      updatedAt: new Date(updatedAt as string).toISOString(), floorId,
      project, building, section,
      layout: layoutId === null ? null : (layouts.get(layoutId as number) ?? null),
      finishing: finishingId === null ? null : (finishingRefs.get(finishingId as number) ?? null),
      index: 0,
      roomsKey: roomsKey(rooms as number | null, isEuro as boolean),
      floorsTotal: section?.floorsTotal ?? building.floorsTotal,
      discount: oldPrice !== null && (oldPrice as number) > (price as number),
    } as LotRecord);
  }
  // «В ипотеку от …» from the programmes, by the calculator's rule (mortgage-offers.ts).
  applyMortgageOffers(lots, await readPrograms(db));
  lots.sort((a, b) => a.id - b.id);
  lots.forEach((lot, index) => {
    lot.index = index;
  });
  return { version, lots, byId: new Map(lots.map((lot) => [lot.id, lot])), projects, buildings, sections, floors, layouts, finishings, memo: new Map() };
}
