/**
 * Writes an import plan with a handful of statements whatever its size: one
 * `UPDATE … FROM unnest(…)` for every changed lot, one `INSERT … SELECT
 * FROM unnest(…)` for every new one, one each for the buildings' dates and
 * the lots a full import removes. Each array is one parameter, so 20 000
 * rows are 20 parameters, not 400 000. The triggers of the lots table do the
 * rest: price history (migration 0006) and the catalogue's version (0002).
 * Runs inside the caller's transaction.
 */
import { Param, sql } from 'drizzle-orm';
import type { AbsentAction } from '../../../src/schemas/lots-import.ts';
import type { Db } from '../../db/client.ts';
import type { ImportPlan, LotWrite } from './plan-import.ts';

/** Rows of a query result, whichever driver ran it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const column = <K extends keyof LotWrite>(writes: readonly LotWrite[], key: K) =>
  new Param(writes.map((write) => write[key]));

/** The lots' columns as unnest arrays, in the order of `LOT_COLUMNS_SQL`. */
function lotArrays(writes: readonly LotWrite[]) {
  return sql`unnest(${column(writes, 'projectId')}::int[], ${column(writes, 'buildingId')}::int[], ${column(writes, 'sectionId')}::int[],
    ${column(writes, 'floorId')}::int[], ${column(writes, 'floor')}::smallint[], ${column(writes, 'number')}::text[],
    ${column(writes, 'kind')}::text[]::lot_kind[], ${column(writes, 'rooms')}::smallint[], ${column(writes, 'area')}::numeric[],
    ${column(writes, 'livingArea')}::numeric[], ${column(writes, 'kitchenArea')}::numeric[], ${column(writes, 'price')}::bigint[],
    ${column(writes, 'oldPrice')}::bigint[], ${column(writes, 'pricePerM2')}::int[], ${column(writes, 'minMortgage')}::int[],
    ${column(writes, 'status')}::text[]::lot_status[], ${column(writes, 'finishingId')}::int[], ${new Param(writes.map((write) => write.id ?? 0))}::int[])`;
}
const LOT_COLUMNS_SQL =
  sql.raw(`project_id, building_id, section_id, floor_id, floor_number, number, kind, rooms, area, living_area,
  kitchen_area, price, old_price, price_per_m2, min_mortgage, status, finishing_id, id`);

/** Ids of the lots added, by building and number. */
export type AddedIds = Map<string, number>;

export async function applyPlan(tx: Db, plan: ImportPlan, absent: AbsentAction): Promise<AddedIds> {
  if (plan.renumbered.length > 0) {
    // Aside first: within one UPDATE the unique (building, number) is checked row by row, so a swap would collide.
    await tx.execute(
      sql`update lots set number = chr(1) || id::text where id = any(${new Param(plan.renumbered)}::int[])`,
    );
  }
  if (plan.updates.length > 0) {
    await tx.execute(sql`update lots as l set section_id = v.section_id, floor_id = v.floor_id, floor_number = v.floor_number,
      number = v.number, kind = v.kind, rooms = v.rooms, area = v.area, living_area = v.living_area, kitchen_area = v.kitchen_area,
      price = v.price, old_price = v.old_price, price_per_m2 = v.price_per_m2, min_mortgage = v.min_mortgage, status = v.status,
      finishing_id = v.finishing_id, hidden = false, updated_at = now()
      from ${lotArrays(plan.updates)} as v(${LOT_COLUMNS_SQL})
      where l.id = v.id`);
  }
  const added: AddedIds = new Map();
  if (plan.inserts.length > 0) {
    const result =
      await tx.execute(sql`insert into lots (project_id, building_id, section_id, floor_id, floor_number, number, kind, rooms,
      area, living_area, kitchen_area, price, old_price, price_per_m2, min_mortgage, status, finishing_id)
      select project_id, building_id, section_id, floor_id, floor_number, number, kind, rooms, area, living_area, kitchen_area, price,
        old_price, price_per_m2, min_mortgage, status, finishing_id
      from ${lotArrays(plan.inserts)} as v(${LOT_COLUMNS_SQL})
      returning id, building_id, number`);
    for (const row of rowsOf<{ id: number; building_id: number; number: string }>(result))
      added.set(`${row.building_id}\u0000${row.number}`, row.id);
  }
  if (plan.buildings.length > 0) {
    await tx.execute(sql`update buildings as b set completion_quarter = v.quarter, completion_year = v.year
      from unnest(${new Param(plan.buildings.map((b) => b.id))}::int[], ${new Param(plan.buildings.map((b) => b.quarter))}::smallint[],
        ${new Param(plan.buildings.map((b) => b.year))}::smallint[]) as v(id, quarter, year)
      where b.id = v.id`);
  }
  if (plan.absent.length > 0) {
    const ids = new Param(plan.absent);
    await tx.execute(
      absent === 'sold'
        ? sql`update lots set status = 'sold', updated_at = now() where id = any(${ids}::int[])`
        : sql`update lots set hidden = true, updated_at = now() where id = any(${ids}::int[])`,
    );
  }
  return added;
}
