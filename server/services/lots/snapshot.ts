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
import { jsonRows, LOT_PAGE, lotPages, LotRowReader } from './lot-rows.ts';
import { applyMortgageOffers, readPrograms } from './mortgage-offers.ts';

interface ProjectInfo {
  id: number;
  slug: string;
  name: string;
  district: string;
  address: string;
  sort: number;
}
export interface BuildingInfo {
  id: number;
  projectId: number;
  number: string;
  name: string;
  floorsTotal: number;
  sort: number;
  genplanPolygon: string;
  completion: { status: 'building' | 'built' | 'ready' | 'hand_over'; quarter: number; year: number; text: string };
  /** `2027-4` while under construction, `ready` once built (the `completion` filter value). */
  completionKey: string;
  /** Sort key: 0 when ready, else year·10 + quarter. */
  completionOrder: number;
}
export interface SectionInfo {
  id: number;
  buildingId: number;
  number: number;
  floorsTotal: number;
}
export interface FloorInfo {
  id: number;
  sectionId: number;
  number: number;
}
export interface LayoutInfo {
  id: number;
  projectId: number;
  kind: LotKind;
  code: string;
  name: string;
  rooms: number;
  isEuro: boolean;
  area: number;
  livingArea: number | null;
  kitchenArea: number | null;
  bathroomArea: number | null;
}

export interface LotRecord {
  id: number;
  kind: LotKind;
  number: string;
  rooms: number | null;
  isEuro: boolean;
  area: number;
  livingArea: number | null;
  kitchenArea: number | null;
  bathroomArea: number | null;
  floorNumber: number;
  price: number;
  oldPrice: number | null;
  pricePerM2: number;
  minMortgage: number | null;
  status: LotStatus;
  ceiling: number | null;
  balcony: boolean;
  terrace: boolean;
  dressingRoom: boolean;
  directions: string[];
  unification: boolean;
  advantage: string | null;
  polygon: string | null;
  updatedAt: string;
  project: ProjectInfo;
  building: BuildingInfo;
  section: SectionInfo | null;
  floorId: number | null;
  layout: LayoutInfo | null;
  finishing: { id: number; name: string } | null;
  /** Position in `Snapshot.lots` (id order): index into per-snapshot masks. */
  index: number;
  /** Derived once so filters compare plain values. */
  roomsKey: RoomValue | null;
  floorsTotal: number;
  discount: boolean;
}

export interface Snapshot {
  /**
   * The `catalog_version` the snapshot was loaded at. A snapshot patched after
   * an import (snapshot-patch.ts) keeps its base's, so the next version check
   * still reloads it all.
   */
  version: number;
  /** Names this snapshot's data in ETags and render keys: the version, with `+…` for each import patched in. */
  key: string;
  lots: LotRecord[];
  byId: Map<number, LotRecord>;
  projects: Map<number, ProjectInfo>;
  buildings: Map<number, BuildingInfo>;
  sections: Map<number, SectionInfo>;
  floors: Map<number, FloorInfo>;
  layouts: Map<number, LayoutInfo>;
  finishings: Map<number, { id: number; name: string; sort: number }>;
  /** Makes the records of lots read again (an import's), sharing this snapshot's instances. */
  reader: LotRowReader;
  /** Memo of sort orders and per-catalogue vocabularies (see list.ts, facets.ts). */
  memo: Map<string, unknown>;
}

export async function readVersion(db: Db): Promise<number> {
  const result = await db.execute<{ v: string | number }>(
    sql`select coalesce(max(version), 0) as v from catalog_version`,
  );
  return Number((result as unknown as { rows: Array<{ v: string | number }> }).rows[0]?.v ?? 0);
}

/** `lotPage`: lots per query (tests page in small steps). */
export async function loadSnapshot(
  db: Db,
  version: number,
  { lotPage = LOT_PAGE }: { lotPage?: number } = {},
): Promise<Snapshot> {
  // Sequential: PGlite runs one query at a time anyway, and node-postgres keeps a consistent order.
  const projectRows = await jsonRows(
    db,
    sql`select json_build_array(id, slug, name, district, address, sort) r from projects`,
  );
  const buildingRows = await jsonRows(
    db,
    sql`select json_build_array(id, project_id, number, name, floors_total, sort, genplan_polygon,
    completion_status, completion_quarter, completion_year) r from buildings`,
  );
  const sectionRows = await jsonRows(
    db,
    sql`select json_build_array(id, building_id, number, floors_total) r from sections`,
  );
  const floorRows = await jsonRows(db, sql`select json_build_array(id, section_id, number) r from floors`);
  const layoutRows = await jsonRows(
    db,
    sql`select json_build_array(id, project_id, kind, code, name, rooms, is_euro, area,
    living_area, kitchen_area, bathroom_area) r from layouts`,
  );
  const finishingRows = await jsonRows(db, sql`select json_build_array(id, name, sort) r from finishings`);

  const projects = new Map(
    projectRows.map(([id, slug, name, district, address, sort]) => [
      id as number,
      { id, slug, name, district, address, sort } as ProjectInfo,
    ]),
  );
  const buildings = new Map<number, BuildingInfo>();
  for (const [id, projectId, number, name, floorsTotal, sort, genplanPolygon, status, quarter, year] of buildingRows) {
    const done = status !== 'building';
    buildings.set(
      id as number,
      {
        id,
        projectId,
        number,
        name,
        floorsTotal,
        sort,
        genplanPolygon,
        completion: {
          status,
          quarter,
          year,
          text: completionText(status as string, quarter as number, year as number),
        },
        completionKey: done ? 'ready' : `${year}-${quarter}`,
        completionOrder: done ? 0 : (year as number) * 10 + (quarter as number),
      } as BuildingInfo,
    );
  }
  const sections = new Map(
    sectionRows.map(([id, buildingId, number, floorsTotal]) => [
      id as number,
      { id, buildingId, number, floorsTotal } as SectionInfo,
    ]),
  );
  const floors = new Map(
    floorRows.map(([id, sectionId, number]) => [id as number, { id, sectionId, number } as FloorInfo]),
  );
  const layouts = new Map(
    layoutRows.map(([id, projectId, kind, code, name, rooms, isEuro, area, livingArea, kitchenArea, bathroomArea]) => [
      id as number,
      { id, projectId, kind, code, name, rooms, isEuro, area, livingArea, kitchenArea, bathroomArea } as LayoutInfo,
    ]),
  );
  const finishings = new Map(
    finishingRows.map(([id, name, sort]) => [
      id as number,
      { id, name, sort } as { id: number; name: string; sort: number },
    ]),
  );

  const reader = new LotRowReader({ projects, buildings, sections, layouts, finishings });
  const lots: LotRecord[] = [];
  for await (const page of lotPages(db, lotPage))
    for (const row of page) {
      const lot = reader.read(row);
      if (lot) lots.push(lot);
    }
  // «В ипотеку от …» from the programmes, by the calculator's rule (mortgage-offers.ts).
  applyMortgageOffers(lots, await readPrograms(db));
  lots.sort((a, b) => a.id - b.id);
  lots.forEach((lot, index) => {
    lot.index = index;
  });
  return {
    version,
    key: String(version),
    lots,
    byId: new Map(lots.map((lot) => [lot.id, lot])),
    projects,
    buildings,
    sections,
    floors,
    layouts,
    finishings,
    reader,
    memo: new Map(),
  };
}
