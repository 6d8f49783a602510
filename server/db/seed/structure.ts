/**
 * Plans buildings, sections and floors so that the projects together hold at
 * least the requested number of lots, each project in proportion to its
 * weight. Lot counts follow from the same formulas the lot generator uses.
 */
import type { buildings, floors, sections } from '../schema/index.ts';
import type { ProjectSeed } from './catalogue.ts';
import { SECTION_VARIANTS } from './layouts.ts';
import { ANCHOR_YEAR, type Random } from './random.ts';

export interface SectionPlan {
  id: number;
  number: number;
  floorsTotal: number;
  variant: number;
  /** Floor number → floor id. */
  floorIds: Map<number, number>;
}

export interface BuildingPlanned {
  row: typeof buildings.$inferInsert & { id: number };
  project: ProjectSeed;
  sections: SectionPlan[];
  townhouses: number;
}

/** Units on one section (main kind plus ground-floor premises) for a number of floors. */
function sectionUnits(project: ProjectSeed, floorsTotal: number): { main: number; groundFloor: number } {
  if (project.mainKind === 'office') return { main: (floorsTotal - 1) * project.plate.length, groundFloor: 4 };
  // Floor 1 is the lobby (and shops when `retail`), the top floor holds two penthouses.
  return { main: (floorsTotal - 2) * project.plate.length + 2, groundFloor: project.retail ? 2 : 0 };
}

/** Underground parking spaces and storage rooms per building, from its main units. */
export function buildingExtras(project: ProjectSeed, mainUnits: number): { parking: number; storage: number } {
  const office = project.mainKind === 'office';
  return {
    parking: Math.round(mainUnits * (office ? 0.35 : 0.5)),
    storage: Math.round(mainUnits * (office ? 0.1 : 0.3)),
  };
}

function buildingLots(project: ProjectSeed, floorsTotal: number, sectionCount: number): number {
  const units = sectionUnits(project, floorsTotal);
  const extras = buildingExtras(project, units.main * sectionCount);
  return sectionCount * (units.main + units.groundFloor) + extras.parking + extras.storage;
}

function genplanPolygon(index: number, count: number): string {
  const columns = Math.ceil(Math.sqrt(count));
  const cellW = 1000 / columns;
  const cellH = 700 / Math.ceil(count / columns);
  const x = (index % columns) * cellW + cellW * 0.15;
  const y = Math.floor(index / columns) * cellH + cellH * 0.2;
  const w = cellW * 0.7;
  const h = cellH * 0.55;
  const r = (n: number) => Math.round(n);
  return `${r(x)},${r(y)} ${r(x + w)},${r(y)} ${r(x + w)},${r(y + h)} ${r(x)},${r(y + h)}`;
}

export interface StructurePlan {
  buildings: BuildingPlanned[];
  sectionRows: Array<typeof sections.$inferInsert>;
  floorRows: Array<typeof floors.$inferInsert>;
  plannedLots: number;
}

export function planStructure(
  rng: Random,
  projects: ReadonlyArray<{ id: number; seed: ProjectSeed }>,
  targetLots: number,
  ids: { building: () => number; section: () => number; floor: () => number },
): StructurePlan {
  const totalWeight = projects.reduce((sum, p) => sum + p.seed.weight, 0);
  const planned: BuildingPlanned[] = [];
  let plannedLots = 0;
  for (const { id: projectId, seed } of projects) {
    const share = (targetLots * seed.weight) / totalWeight;
    // A project without lots on sale still has its buildings (with dates) on the page.
    const shapes: Array<{ floors: number; sections: number }> = [];
    let projectLots = 0;
    while (seed.weight > 0 ? projectLots < share : shapes.length < seed.completions.length) {
      const floorsTotal = rng.int(seed.floors[0], seed.floors[1]);
      let sectionCount = 0;
      // Add sections while the building still leaves the project short of its share.
      while (
        seed.weight > 0 &&
        sectionCount < seed.sectionsPerBuilding &&
        projectLots + buildingLots(seed, floorsTotal, sectionCount) < share
      ) {
        sectionCount++;
      }
      projectLots += buildingLots(seed, floorsTotal, sectionCount);
      shapes.push({ floors: floorsTotal, sections: sectionCount });
    }
    const townhouses = seed.weight > 0 ? (seed.townhouses ?? 0) : 0;
    const count = shapes.length + (townhouses ? 1 : 0);
    shapes.forEach((shape, index) => {
      const completion = seed.completions[index % seed.completions.length];
      // Later phases of a big project complete later (at most two years on); finished buildings keep their date.
      const phase = Math.min(2, Math.floor(index / seed.completions.length));
      const year = ANCHOR_YEAR + completion.yearOffset + (completion.status === 'building' ? phase : 0);
      planned.push({
        row: {
          id: ids.building(),
          projectId,
          number: String(index + 1),
          name: `Корпус ${index + 1}`,
          floorsTotal: shape.floors,
          completionStatus: completion.status,
          completionQuarter: completion.quarter,
          completionYear: year,
          genplanPolygon: genplanPolygon(index, count),
          sort: index,
        },
        project: seed,
        sections: Array.from({ length: shape.sections }, (_, s) => ({
          id: ids.section(),
          number: s + 1,
          floorsTotal: shape.floors,
          variant: (index + s) % SECTION_VARIANTS,
          floorIds: new Map<number, number>(),
        })),
        townhouses: 0,
      });
    });
    if (townhouses) {
      const last = seed.completions[seed.completions.length - 1];
      planned.push({
        row: {
          id: ids.building(),
          projectId,
          number: 'Т',
          name: 'Клубные таунхаусы',
          floorsTotal: 3,
          completionStatus: last.status,
          completionQuarter: last.quarter,
          completionYear: ANCHOR_YEAR + last.yearOffset,
          genplanPolygon: genplanPolygon(count - 1, count),
          sort: count,
        },
        project: seed,
        sections: [],
        townhouses,
      });
      projectLots += townhouses;
    }
    plannedLots += projectLots;
  }
  const sectionRows: StructurePlan['sectionRows'] = [];
  const floorRows: StructurePlan['floorRows'] = [];
  for (const building of planned) {
    for (const section of building.sections) {
      sectionRows.push({
        id: section.id,
        buildingId: building.row.id,
        number: section.number,
        floorsTotal: section.floorsTotal,
      });
      for (let floor = 1; floor <= section.floorsTotal; floor++) {
        const floorId = ids.floor();
        section.floorIds.set(floor, floorId);
        floorRows.push({ id: floorId, sectionId: section.id, number: floor });
      }
    }
  }
  return { buildings: planned, sectionRows, floorRows, plannedLots };
}
