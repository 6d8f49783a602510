/**
 * The comparison's lot shape (spec §3 compare item): the card plus every
 * comparable field, so the compare screen needs no detail call per lot.
 */
import { compareItemTypeOf, type CompareFields, type CompareLot } from '../../../src/schemas/favorites.ts';
import type { MetroEntry } from '../../../src/schemas/lots.ts';
import type { Db } from '../../db/client.ts';
import { projectMetroEntries } from '../metro-entries.ts';
import { toCard } from './cards.ts';
import type { LotRecord } from './snapshot.ts';

/** The quickest entry of a project; a tie keeps the project's own order (the seeded nearest first). */
function nearestDestination(metro: readonly MetroEntry[]): CompareFields['destination'] {
  let best: MetroEntry | undefined;
  for (const entry of metro) if (!best || entry.time < best.time) best = entry;
  return best ? { station: best.metro_station.name, time: best.time, transport: best.type.name } : null;
}

function toCompareLot(lot: LotRecord, metro: readonly MetroEntry[]): CompareLot {
  return {
    ...toCard(lot),
    type: compareItemTypeOf(lot.kind),
    completion_quarter: lot.building.completion.quarter,
    completion_year: lot.building.completion.year,
    finishing_id: lot.finishing?.id ?? null,
    district: lot.project.district,
    project_name: lot.project.name,
    destination: nearestDestination(metro),
    layout_name: lot.layout?.name ?? null,
    directions_of_view: lot.directions.map((name) => ({ name })),
    dressing_room: lot.dressingRoom,
    balcony: lot.balcony,
    ceiling_height: lot.ceiling,
    unification: lot.unification,
    living_area: lot.livingArea,
    kitchen_area: lot.kitchenArea,
    bathroom_area: lot.bathroomArea,
  };
}

/**
 * A `toCompareLot` bound to the metro of the given lots' projects. Metro lives
 * in the database, not in the catalogue snapshot, so it is read here: one
 * query per answer, whatever the number of lots.
 */
export async function compareLotBuilder(
  db: Db,
  records: readonly LotRecord[],
): Promise<(lot: LotRecord) => CompareLot> {
  const metro = await projectMetroEntries(db, [...new Set(records.map((lot) => lot.project.id))]);
  return (lot) => toCompareLot(lot, metro.get(lot.project.id) ?? []);
}
