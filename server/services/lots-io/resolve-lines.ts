/**
 * Where each line of a lots file points in the database: its project,
 * building, section, floor and finishing by the names the file uses, and the
 * lot it is — by `id`, or, without one, by project + building + number (a
 * lot already there is that lot; otherwise the line adds one). A lot never
 * moves to another building or project by import: that is refused by name.
 */
import type { ImportError } from '../../../src/schemas/lots-import.ts';
import type { LotColumnKey, LotLine } from './columns.ts';
import type { BuildingPlace, Places, ProjectPlace, SectionPlace, StoredLot } from './stored-lots.ts';

export interface ResolvedLine {
  row: number;
  line: LotLine;
  projectId: number;
  buildingId: number;
  sectionId: number | null;
  floorId: number | null;
  finishingId: number | null;
  /** The lot the line is; null when the line adds one. */
  stored: StoredLot | null;
}

export const lotKey = (buildingId: number, number: string) => `${buildingId}\u0000${number}`;

const lower = (text: string) => text.trim().toLowerCase();

/** Lookups by the names a file may use, built once per import. */
function placeIndex(places: Places) {
  const projects = new Map<string, ProjectPlace>();
  for (const project of places.projects.values()) {
    projects.set(lower(project.name), project);
    projects.set(lower(project.slug), project);
  }
  const buildings = new Map<string, BuildingPlace>();
  for (const building of places.buildings.values())
    buildings.set(`${building.projectId}\u0000${lower(building.number)}`, building);
  const sections = new Map<string, SectionPlace>();
  for (const section of places.sections.values()) sections.set(`${section.buildingId}\u0000${section.number}`, section);
  const finishings = new Map<string, number>();
  for (const finishing of places.finishings.values()) {
    finishings.set(lower(finishing.name), finishing.id);
    finishings.set(lower(finishing.slug), finishing.id);
  }
  const finishingList = [...places.finishings.values()].map((finishing) => finishing.slug).join(', ');
  return { projects, buildings, sections, finishings, finishingList };
}

export function resolveLines(
  lines: ReadonlyArray<{ row: number; line: LotLine }>,
  places: Places,
  stored: ReadonlyMap<number, StoredLot>,
): { resolved: ResolvedLine[]; errors: ImportError[] } {
  const index = placeIndex(places);
  const byKey = new Map<string, StoredLot>();
  for (const lot of stored.values()) byKey.set(lotKey(lot.buildingId, lot.number), lot);
  const claimed = new Map<number, number>();
  const resolved: ResolvedLine[] = [];
  const errors: ImportError[] = [];

  for (const { row, line } of lines) {
    const rowErrors: ImportError[] = [];
    const fail = (column: LotColumnKey, message: string) => rowErrors.push({ row, column, message });
    const project = index.projects.get(lower(line.project));
    if (!project) fail('project', `Проекта «${line.project}» нет: укажите его slug, как в выгрузке, или название`);
    const building = project && index.buildings.get(`${project.id}\u0000${lower(line.building)}`);
    if (project && !building) fail('building', `Корпуса «${line.building}» нет в проекте «${project.slug}»`);

    let section: SectionPlace | undefined;
    let floorId: number | null = null;
    if (building && line.section !== null) {
      section = index.sections.get(`${building.id}\u0000${line.section}`);
      if (!section)
        fail('section', `Секции ${line.section} нет в корпусе ${building.number} проекта «${project!.slug}»`);
      else {
        floorId = section.floors.get(line.floor) ?? null;
        if (floorId === null)
          fail('floor', `Этажа ${line.floor} нет в секции ${section.number} корпуса ${building.number}`);
      }
    } else if (building && (line.floor === 0 || line.floor > building.floorsTotal)) {
      fail(
        'floor',
        `Этаж ${line.floor}: в корпусе ${building.number} этажи с 1 по ${building.floorsTotal}, подземные — отрицательные`,
      );
    }

    let finishingId: number | null = null;
    if (line.finishing !== null) {
      finishingId = index.finishings.get(lower(line.finishing)) ?? null;
      if (finishingId === null) fail('finishing', `Отделки «${line.finishing}» нет: ${index.finishingList} или пусто`);
    }

    let lot: StoredLot | null = null;
    if (line.id !== null) {
      lot = stored.get(line.id) ?? null;
      if (!lot) fail('id', `Лота с ID ${line.id} нет: у нового лота ID оставьте пустым`);
      else if (project && building && (lot.projectId !== project.id || lot.buildingId !== building.id)) {
        const was = places.buildings.get(lot.buildingId)!;
        fail(
          'building',
          `Лот ID ${lot.id} — в корпусе ${was.number} проекта «${places.projects.get(lot.projectId)!.slug}»: ` +
            'переносить лот в другой корпус или проект нельзя (добавьте его новой строкой без ID)',
        );
      }
    } else if (building) {
      lot = byKey.get(lotKey(building.id, line.number)) ?? null;
    }
    if (lot) {
      const first = claimed.get(lot.id);
      if (first !== undefined)
        fail(line.id !== null ? 'id' : 'number', `Этот лот (ID ${lot.id}) уже есть в строке ${first}`);
      else claimed.set(lot.id, row);
    }

    if (rowErrors.length > 0) errors.push(...rowErrors);
    else
      resolved.push({
        row,
        line,
        projectId: project!.id,
        buildingId: building!.id,
        sectionId: section?.id ?? null,
        floorId,
        finishingId,
        stored: lot,
      });
  }
  return { resolved, errors };
}
