/**
 * Buildings, sections, floors and layouts seen through the lot filters: an
 * entity is listed when it holds matching lots (with their count and lowest
 * price), or always with `all=true` within the project/building/section scope.
 */
import type { StructureQuery } from '../../../src/schemas/lot-structure.ts';
import type { LotsQuery } from '../../../src/schemas/lots.ts';
import { catalogueScope, compilePredicates, inCatalogue, passesAll, type Predicate } from './filters.ts';
import type { BuildingInfo, FloorInfo, LayoutInfo, LotRecord, SectionInfo, Snapshot } from './snapshot.ts';

export type StructureKind = 'buildings' | 'sections' | 'floors' | 'layouts';
export type Entity = BuildingInfo | SectionInfo | FloorInfo | LayoutInfo;

export interface Stats {
  lots_count: number;
  min_price: number | null;
}
export interface Paged<T> {
  count: number;
  page: number;
  pages: number;
  next_page: number | null;
  results: T[];
}

/** Which entity a lot belongs to, per kind. */
const OWNER: Record<StructureKind, (lot: LotRecord) => number | null> = {
  buildings: (lot) => lot.building.id,
  sections: (lot) => lot.section?.id ?? null,
  floors: (lot) => lot.floorId,
  layouts: (lot) => lot.layout?.id ?? null,
};

export function entities(snapshot: Snapshot, kind: StructureKind): Map<number, Entity> {
  return {
    buildings: snapshot.buildings,
    sections: snapshot.sections,
    floors: snapshot.floors,
    layouts: snapshot.layouts,
  }[kind];
}

/** Project and building an entity sits in, for scoping and ordering. */
function placeOf(
  snapshot: Snapshot,
  kind: StructureKind,
  entity: Entity,
): { projectId: number; building: BuildingInfo | null; section: SectionInfo | null } {
  if (kind === 'layouts') return { projectId: (entity as LayoutInfo).projectId, building: null, section: null };
  if (kind === 'buildings')
    return { projectId: (entity as BuildingInfo).projectId, building: entity as BuildingInfo, section: null };
  const section =
    kind === 'sections' ? (entity as SectionInfo) : (snapshot.sections.get((entity as FloorInfo).sectionId) ?? null);
  const building = section ? (snapshot.buildings.get(section.buildingId) ?? null) : null;
  return { projectId: building?.projectId ?? 0, building, section };
}

function sortKey(snapshot: Snapshot, kind: StructureKind, entity: Entity): number[] {
  const place = placeOf(snapshot, kind, entity);
  const projectSort = snapshot.projects.get(place.projectId)?.sort ?? 0;
  if (kind === 'layouts') {
    const layout = entity as LayoutInfo;
    return [projectSort, layout.rooms, layout.isEuro ? 1 : 0, layout.area, layout.id];
  }
  const floor = kind === 'floors' ? (entity as FloorInfo).number : 0;
  return [projectSort, place.building?.sort ?? 0, place.section?.number ?? 0, floor, entity.id];
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Count and lowest price of matching lots per entity id. */
function statsBy(snapshot: Snapshot, kind: StructureKind, predicates: readonly Predicate[]): Map<number, Stats> {
  const owner = OWNER[kind];
  const out = new Map<number, Stats>();
  for (const index of catalogueScope(snapshot, 'all')) {
    if (!passesAll(index, predicates)) continue;
    const lot = snapshot.lots[index];
    const id = owner(lot);
    if (id === null) continue;
    const stats = out.get(id);
    if (!stats) out.set(id, { lots_count: 1, min_price: lot.price });
    else {
      stats.lots_count++;
      if (lot.price < (stats.min_price as number)) stats.min_price = lot.price;
    }
  }
  return out;
}

function inScope(snapshot: Snapshot, kind: StructureKind, entity: Entity, query: Partial<LotsQuery>): boolean {
  const place = placeOf(snapshot, kind, entity);
  if (query.project?.length && !query.project.includes(place.projectId)) return false;
  if (kind !== 'layouts' && query.building?.length && !query.building.includes(place.building?.id ?? 0)) return false;
  if (
    (kind === 'sections' || kind === 'floors') &&
    query.section?.length &&
    !query.section.includes(place.section?.id ?? 0)
  )
    return false;
  return true;
}

export function listEntities<T>(
  snapshot: Snapshot,
  kind: StructureKind,
  query: StructureQuery,
  card: (entity: Entity, stats: Stats) => T,
): Paged<T> {
  const stats = statsBy(snapshot, kind, compilePredicates(snapshot, query));
  const all = entities(snapshot, kind);
  const chosen = query.all
    ? [...all.values()].filter((entity) => inScope(snapshot, kind, entity, query))
    : [...stats.keys()].map((id) => all.get(id)).filter((entity): entity is Entity => entity !== undefined);
  const keyed = chosen.map((entity) => ({ entity, key: sortKey(snapshot, kind, entity) }));
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  const { page, page_size: pageSize } = query;
  const pages = Math.ceil(keyed.length / pageSize);
  const results = keyed
    .slice((page - 1) * pageSize, page * pageSize)
    .map(({ entity }) => card(entity, stats.get(entity.id) ?? { lots_count: 0, min_price: null }));
  return { count: keyed.length, page, pages, next_page: page < pages ? page + 1 : null, results };
}

/** Lots of one entity (sold ones too: a шахматка shows them), each flagged whether it matches the filters. */
export function lotsOf(
  snapshot: Snapshot,
  kind: StructureKind,
  id: number,
  query: Partial<LotsQuery>,
): Array<{ lot: LotRecord; matches: boolean }> {
  const owner = OWNER[kind];
  const predicates = compilePredicates(snapshot, query);
  return snapshot.lots
    .filter((lot) => owner(lot) === id)
    .map((lot) => ({ lot, matches: inCatalogue(lot, 'all') && passesAll(lot.index, predicates) }));
}

export function statsOf(rows: ReadonlyArray<{ lot: LotRecord; matches: boolean }>): Stats {
  let lotsCount = 0;
  let minPrice: number | null = null;
  for (const { lot, matches } of rows) {
    if (!matches) continue;
    lotsCount++;
    if (minPrice === null || lot.price < minPrice) minPrice = lot.price;
  }
  return { lots_count: lotsCount, min_price: minPrice };
}
