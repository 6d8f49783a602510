/** Public shapes of buildings, sections, floors and layouts, and the шахматка grid. */
import type {
  BuildingCard,
  BuildingDetail,
  ChessLot,
  FloorCard,
  FloorDetail,
  LayoutCard,
  LayoutDetail,
  SectionCard,
  SectionDetail,
} from '../../../src/schemas/lot-structure.ts';
import type { LotsQuery } from '../../../src/schemas/lots.ts';
import { byNumber, planUrl, toCard, toChessLot } from './cards.ts';
import type { BuildingInfo, FloorInfo, LayoutInfo, LotRecord, SectionInfo, Snapshot } from './snapshot.ts';
import { lotsOf, statsOf, type Stats } from './structure.ts';

type Row = { lot: LotRecord; matches: boolean };

function projectRef(snapshot: Snapshot, projectId: number) {
  const project = snapshot.projects.get(projectId);
  return { id: projectId, slug: project?.slug ?? '', name: project?.name ?? '' };
}

const buildingRef = (building: BuildingInfo) => ({ id: building.id, number: building.number, name: building.name });

export function buildingCard(snapshot: Snapshot, building: BuildingInfo, stats: Stats): BuildingCard {
  let sectionsCount = 0;
  for (const section of snapshot.sections.values()) if (section.buildingId === building.id) sectionsCount++;
  return {
    id: building.id,
    number: building.number,
    name: building.name,
    project: projectRef(snapshot, building.projectId),
    floors_total: building.floorsTotal,
    sections_count: sectionsCount,
    completion: building.completion,
    genplan_polygon: building.genplanPolygon,
    ...stats,
  };
}

export function sectionCard(snapshot: Snapshot, section: SectionInfo, stats: Stats): SectionCard {
  const building = snapshot.buildings.get(section.buildingId) as BuildingInfo;
  return {
    id: section.id,
    number: section.number,
    floors_total: section.floorsTotal,
    building: buildingRef(building),
    project: projectRef(snapshot, building.projectId),
    ...stats,
  };
}

export function floorCard(snapshot: Snapshot, floor: FloorInfo, stats: Stats): FloorCard {
  const section = snapshot.sections.get(floor.sectionId) as SectionInfo;
  const building = snapshot.buildings.get(section.buildingId) as BuildingInfo;
  return {
    id: floor.id,
    number: floor.number,
    section: { id: section.id, number: section.number },
    building: buildingRef(building),
    project: projectRef(snapshot, building.projectId),
    view_box: '0 0 1000 600',
    ...stats,
  };
}

export function layoutCard(snapshot: Snapshot, layout: LayoutInfo, stats: Stats): LayoutCard {
  return {
    id: layout.id,
    code: layout.code,
    name: layout.name,
    kind: layout.kind,
    rooms: layout.rooms,
    is_euro: layout.isEuro,
    area: layout.area,
    living_area: layout.livingArea,
    kitchen_area: layout.kitchenArea,
    bathroom_area: layout.bathroomArea,
    plan: planUrl(layout.id),
    project: projectRef(snapshot, layout.projectId),
    ...stats,
  };
}

const chess = (rows: Row[]): ChessLot[] =>
  rows.sort((a, b) => byNumber(a.lot, b.lot)).map(({ lot, matches }) => toChessLot(lot, matches));

/** Floors of a section top to bottom, every floor present even when it holds no lots (the grid stays rectangular). */
function sectionFloors(snapshot: Snapshot, section: SectionInfo, rows: Row[]) {
  const byFloor = new Map<number, Row[]>();
  for (const row of rows)
    if (row.lot.floorId !== null) byFloor.set(row.lot.floorId, [...(byFloor.get(row.lot.floorId) ?? []), row]);
  return [...snapshot.floors.values()]
    .filter((floor) => floor.sectionId === section.id)
    .sort((a, b) => b.number - a.number)
    .map((floor) => ({ id: floor.id, number: floor.number, lots: chess(byFloor.get(floor.id) ?? []) }));
}

export function buildingDetail(snapshot: Snapshot, building: BuildingInfo, query: Partial<LotsQuery>): BuildingDetail {
  const rows = lotsOf(snapshot, 'buildings', building.id, query);
  const sections = [...snapshot.sections.values()]
    .filter((section) => section.buildingId === building.id)
    .sort((a, b) => a.number - b.number);
  const outside = new Map<number, Row[]>();
  for (const row of rows) {
    if (row.lot.section) continue;
    outside.set(row.lot.floorNumber, [...(outside.get(row.lot.floorNumber) ?? []), row]);
  }
  return {
    ...buildingCard(snapshot, building, statsOf(rows)),
    sections: sections.map((section) => ({
      id: section.id,
      number: section.number,
      floors_total: section.floorsTotal,
      floors: sectionFloors(
        snapshot,
        section,
        rows.filter((row) => row.lot.section?.id === section.id),
      ),
    })),
    other_levels: [...outside.entries()]
      .sort(([a], [b]) => b - a)
      .map(([number, levelRows]) => ({ id: null, number, lots: chess(levelRows) })),
  };
}

export function sectionDetail(snapshot: Snapshot, section: SectionInfo, query: Partial<LotsQuery>): SectionDetail {
  const rows = lotsOf(snapshot, 'sections', section.id, query);
  return { ...sectionCard(snapshot, section, statsOf(rows)), floors: sectionFloors(snapshot, section, rows) };
}

export function floorDetail(snapshot: Snapshot, floor: FloorInfo, query: Partial<LotsQuery>): FloorDetail {
  const rows = lotsOf(snapshot, 'floors', floor.id, query);
  return {
    ...floorCard(snapshot, floor, statsOf(rows)),
    lots: rows
      .sort((a, b) => byNumber(a.lot, b.lot))
      .map(({ lot, matches }) => ({ ...toChessLot(lot, matches), polygon: lot.polygon })),
  };
}

export function layoutDetail(snapshot: Snapshot, layout: LayoutInfo, query: Partial<LotsQuery>): LayoutDetail {
  const rows = lotsOf(snapshot, 'layouts', layout.id, query);
  const cheapest = rows
    .filter((row) => row.matches)
    .map((row) => row.lot)
    .sort((a, b) => a.price - b.price || a.id - b.id);
  return { ...layoutCard(snapshot, layout, statsOf(rows)), lots: cheapest.slice(0, 12).map(toCard) };
}
