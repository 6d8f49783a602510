/**
 * The catalogue's lot rows: the columns read, written once for the paged
 * full load (snapshot.ts) and for the few lots an import changed
 * (snapshot-patch.ts), and the one way a row becomes a `LotRecord`.
 */
import { Param, sql } from 'drizzle-orm';
import type { RoomValue } from '../../../src/schemas/lots.ts';
import type { Db } from '../../db/client.ts';
import type { LotRecord, Snapshot } from './snapshot.ts';

export type Json = string | number | boolean | null | Json[];

/** One JSON text per query: PGlite hands over one big value far faster than thousands of rows. */
export async function jsonRows(db: Db, query: ReturnType<typeof sql>): Promise<Json[][]> {
  const result = await db.execute<{ j: string }>(
    sql`select coalesce(json_agg(t.r), '[]')::text as j from (${query}) t`,
  );
  const rows = (result as unknown as { rows: Array<{ j: string }> }).rows;
  return JSON.parse(rows[0].j) as Json[][];
}

/** The columns of a lot row, in the order `LotRowReader.read` takes them. */
const LOT_ROW = sql.raw(`json_build_array(id, kind, number, rooms, is_euro, area, living_area, kitchen_area,
  bathroom_area, floor_number, price, old_price, price_per_m2, min_mortgage, status, ceiling_height, balcony, terrace, dressing_room,
  directions_of_view, unification, advantage, floor_polygon, updated_at, project_id, building_id, section_id, floor_id, layout_id,
  finishing_id) r`);

/**
 * Lots are read by id, LOT_PAGE at a time. All of them in one JSON text
 * (50 MB at 200 000 lots) grew PGlite's WebAssembly memory by 400 MB, which
 * it never gives back, and held the text and its parsed rows in the JS heap at
 * once; a page keeps both to a few MB (tests/bench/memory.ts). A write landing
 * between two pages moves `catalog_version`, so the next check reloads the
 * catalogue.
 */
export const LOT_PAGE = 10_000;

export async function* lotPages(db: Db, size: number): AsyncGenerator<Json[][]> {
  for (let after = 0; ;) {
    const rows = await jsonRows(
      db,
      sql`select ${LOT_ROW} from lots where not hidden and id > ${after} order by id limit ${size}`,
    );
    yield rows;
    if (rows.length < size) return;
    // The largest id, not the last row's: json_agg keeps the subquery's order only by custom.
    for (const row of rows) after = Math.max(after, row[0] as number);
  }
}

/** The rows of these lots, a page of ids per query; a hidden or deleted lot has none. */
export async function lotRowsById(db: Db, ids: readonly number[]): Promise<Json[][]> {
  const rows: Json[][] = [];
  for (let start = 0; start < ids.length; start += LOT_PAGE) {
    const page = new Param(ids.slice(start, start + LOT_PAGE));
    rows.push(...(await jsonRows(db, sql`select ${LOT_ROW} from lots where not hidden and id = any(${page}::int[])`)));
  }
  return rows;
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

function roomsKey(rooms: number | null, isEuro: boolean): RoomValue | null {
  if (rooms === null) return null;
  if (isEuro && rooms >= 2) return rooms >= 4 ? 'e4' : (`e${rooms}` as RoomValue);
  if (rooms === 0) return 'studio';
  return rooms >= 4 ? '4+' : (String(rooms) as RoomValue);
}

export type LotPlaces = Pick<Snapshot, 'projects' | 'buildings' | 'sections' | 'layouts' | 'finishings'>;

/**
 * Makes lot records against one set of projects, buildings…; kept with the
 * snapshot, so the lots an import changes share its instances too.
 */
export class LotRowReader {
  private readonly finishingRefs: Map<number, { id: number; name: string }>;
  private readonly polygonOf = sharing((polygon: string) => polygon);
  private readonly viewsOf = sharing((_key: string, names: string[]) => Object.freeze(names) as string[]);

  constructor(private readonly places: LotPlaces) {
    this.finishingRefs = new Map(
      [...places.finishings.values()].map(({ id, name }) => [id, Object.freeze({ id, name })]),
    );
  }

  /** The record of a row, `index` 0 until placed; null for a row whose project or building is unknown. */
  read(row: Json[]): LotRecord | null {
    const [
      id,
      kind,
      number,
      rooms,
      isEuro,
      area,
      livingArea,
      kitchenArea,
      bathroomArea,
      floorNumber,
      price,
      oldPrice,
      pricePerM2,
      minMortgage,
      status,
      ceiling,
      balcony,
      terrace,
      dressingRoom,
      directions,
      unification,
      advantage,
      polygon,
      updatedAt,
      projectId,
      buildingId,
      sectionId,
      floorId,
      layoutId,
      finishingId,
    ] = row;
    const { projects, buildings, sections, layouts } = this.places;
    const project = projects.get(projectId as number);
    const building = buildings.get(buildingId as number);
    if (!project || !building) return null; // a foreign key makes this impossible; skip rather than crash
    const section = sectionId === null ? null : (sections.get(sectionId as number) ?? null);
    return {
      id,
      kind,
      number,
      rooms,
      isEuro,
      area,
      livingArea,
      kitchenArea,
      bathroomArea,
      floorNumber,
      price,
      oldPrice,
      pricePerM2,
      minMortgage,
      status,
      ceiling,
      balcony,
      terrace,
      dressingRoom,
      unification,
      advantage,
      directions: this.viewsOf(JSON.stringify(directions), (directions as string[] | null) ?? []),
      polygon: polygon === null ? null : this.polygonOf(polygon as string),
      updatedAt: new Date(updatedAt as string).toISOString(),
      floorId,
      project,
      building,
      section,
      layout: layoutId === null ? null : (layouts.get(layoutId as number) ?? null),
      finishing: finishingId === null ? null : (this.finishingRefs.get(finishingId as number) ?? null),
      index: 0,
      roomsKey: roomsKey(rooms as number | null, isEuro as boolean),
      floorsTotal: section?.floorsTotal ?? building.floorsTotal,
      discount: oldPrice !== null && (oldPrice as number) > (price as number),
    } as LotRecord;
  }
}
