/**
 * Lots of every kind for the planned buildings: flats or apartments on typical
 * floors, penthouses on top, premises on the ground floor, offices, club
 * townhouses, parking spaces and storage rooms underground.
 */
import type { lots } from '../schema/index.ts';
import type { LotKind } from '../schema/enums.ts';
import type { LayoutEntry, ProjectLayouts } from './layouts.ts';
import { monthlyPayment } from '../../services/stored-mortgage.ts';
import { discountedOldPrice, pricePerM2, priceFor, statusFor, TYPE_FACTOR } from './pricing.ts';
import { area2, daysBefore, round, SEED_ANCHOR, type Random } from './random.ts';
import { buildingExtras, type BuildingPlanned, type SectionPlan } from './structure.ts';

export type LotRow = typeof lots.$inferInsert;

interface Context {
  rng: Random;
  building: BuildingPlanned;
  layouts: ProjectLayouts;
  finishingIds: ReadonlyMap<string, number>;
  nextId: () => number;
  out: LotRow[];
}

const CREATED_AT = daysBefore(SEED_ANCHOR, 400);

/** Outline of unit `index` of `count` on a 1000×600 plate: two rows along a corridor. */
function platePolygon(index: number, count: number): string {
  const perRow = Math.ceil(count / 2);
  const row = index < perRow ? 0 : 1;
  const inRow = row === 0 ? perRow : count - perRow;
  const col = row === 0 ? index : index - perRow;
  const w = 1000 / Math.max(1, inRow);
  const [y1, y2] = row === 0 ? [0, 260] : [340, 600];
  const x1 = Math.round(col * w);
  const x2 = Math.round((col + 1) * w);
  return `${x1},${y1} ${x2},${y1} ${x2},${y2} ${x1},${y2}`;
}

function views(ctx: Context, floor: number, floorsTotal: number, count: number): string[] {
  const { near, far } = ctx.building.project.views;
  if (floor <= 3 || floor / floorsTotal < 0.3) return ctx.rng.sample(near, 1);
  return [...ctx.rng.sample(far, count), ...(ctx.rng.chance(0.3) ? ctx.rng.sample(near, 1) : [])];
}

function push(
  ctx: Context,
  fields: Omit<LotRow, 'id' | 'projectId' | 'buildingId' | 'status' | 'createdAt' | 'updatedAt' | 'pricePerM2'> & {
    status?: LotRow['status'];
    pricePerM2?: number;
  },
) {
  const { rng, building } = ctx;
  const status = fields.status ?? statusFor(rng, building.row.completionStatus);
  const oldPrice = fields.oldPrice === undefined ? discountedOldPrice(rng, fields.price, status) : fields.oldPrice;
  ctx.out.push({
    ...fields,
    id: ctx.nextId(),
    projectId: building.row.projectId,
    buildingId: building.row.id,
    status,
    oldPrice,
    pricePerM2: fields.pricePerM2 ?? Math.round(fields.price / fields.area),
    createdAt: CREATED_AT,
    updatedAt: daysBefore(SEED_ANCHOR, rng.int(0, 90) + rng.next()),
  });
}

function finishingId(ctx: Context): number | null {
  const slug = ctx.rng.pick(ctx.building.project.finishings);
  return ctx.finishingIds.get(slug) ?? null;
}

function residentialUnit(
  ctx: Context,
  section: SectionPlan,
  floor: number,
  entry: LayoutEntry,
  index: number,
  count: number,
  number: string,
  special?: 'penthouse' | 'townhouse',
) {
  const { rng, building } = ctx;
  const project = building.project;
  const layout = entry.row;
  const position = special === 'townhouse' ? 0.5 : (floor - 2) / Math.max(1, section.floorsTotal - 2);
  const factor = special ? TYPE_FACTOR[special] : TYPE_FACTOR[Math.min(4, layout.rooms)];
  const { price, pricePerM2: perM2 } = priceFor(layout.area, pricePerM2(rng, project.pricePerM2, position, factor));
  const directions = views(ctx, floor, section.floorsTotal, special ? 3 : rng.int(1, 2));
  const farView = directions.some((view) => project.views.far.includes(view));
  const advantage =
    special === 'penthouse'
      ? 'Пентхаус с террасой'
      : special === 'townhouse'
        ? 'Собственный сад'
        : farView && rng.chance(0.4)
          ? 'Видовая'
          : (index === 0 || index === count - 1) && rng.chance(0.4)
            ? 'Угловое остекление'
            : layout.rooms >= 3 && rng.chance(0.3)
              ? 'Мастер-спальня'
              : null;
  push(ctx, {
    sectionId: special === 'townhouse' ? null : section.id,
    floorId: special === 'townhouse' ? null : (section.floorIds.get(floor) ?? null),
    layoutId: layout.id,
    finishingId: finishingId(ctx),
    kind: layout.kind,
    number,
    rooms: layout.rooms,
    isEuro: layout.isEuro ?? false,
    area: layout.area,
    livingArea: layout.livingArea ?? null,
    kitchenArea: layout.kitchenArea ?? null,
    bathroomArea: layout.bathroomArea ?? null,
    floorNumber: floor,
    price,
    pricePerM2: perM2,
    minMortgage: monthlyPayment(price),
    ceilingHeight: area2(project.ceiling + (special === 'penthouse' ? 0.4 : 0)),
    balcony: entry.balcony,
    terrace: entry.terrace,
    dressingRoom: entry.dressingRoom,
    directionsOfView: directions,
    unification: !special && rng.chance(0.15),
    advantage,
    floorPolygon: special === 'townhouse' ? null : platePolygon(index, count),
  });
}

function commercialUnit(
  ctx: Context,
  section: SectionPlan,
  floor: number,
  kind: LotKind,
  index: number,
  count: number,
  number: string,
) {
  const { rng, building } = ctx;
  const project = building.project;
  const area = area2(kind === 'office' ? rng.float(60, 420) : rng.float(45, 260));
  // Street premises cost more per m² than offices above them.
  const factor = kind === 'office' ? 1 : project.mainKind === 'office' ? 1.35 : 0.95;
  const position = kind === 'office' ? (floor - 2) / Math.max(1, section.floorsTotal - 2) : rng.next();
  const { price, pricePerM2: perM2 } = priceFor(area, pricePerM2(rng, project.pricePerM2, position, factor));
  push(ctx, {
    sectionId: section.id,
    floorId: section.floorIds.get(floor) ?? null,
    layoutId: null,
    finishingId: finishingId(ctx),
    kind,
    number,
    rooms: null,
    area,
    bathroomArea: area2(rng.float(2.5, 6)),
    floorNumber: floor,
    price,
    pricePerM2: perM2,
    minMortgage: null,
    ceilingHeight: kind === 'office' ? project.ceiling : area2(rng.float(4.2, 5.2)),
    directionsOfView: views(ctx, floor, section.floorsTotal, 1),
    advantage: kind === 'office' ? null : rng.pick(['Отдельный вход', 'Витринное остекление', 'Первая линия', null]),
    floorPolygon: platePolygon(index, count),
  });
}

function undergroundUnit(ctx: Context, kind: 'parking' | 'storage', number: string) {
  const { rng, building } = ctx;
  const project = building.project;
  const area =
    kind === 'parking'
      ? rng.weighted([
          [13.25, 6],
          [15.9, 3],
          [18.4, 1],
        ] as const)
      : area2(rng.float(3.2, 9.8));
  const range = kind === 'parking' ? project.parkingPrice : project.storagePrice;
  const price = round(rng.float(range[0], range[1]) * 1_000_000, kind === 'parking' ? 50_000 : 10_000);
  push(ctx, {
    kind,
    number,
    area,
    floorNumber: kind === 'parking' && rng.chance(0.45) ? -2 : -1,
    price,
    directionsOfView: [],
  });
}

export function generateBuildingLots(ctx: Context): void {
  const { building, layouts } = ctx;
  const project = building.project;
  let flatNo = 1;
  let premiseNo = 1;
  let mainUnits = 0;
  for (const section of building.sections) {
    const plate = layouts.typical[section.variant] ?? [];
    if (project.mainKind === 'office') {
      for (let i = 0; i < 4; i++) commercialUnit(ctx, section, 1, 'premise', i, 4, `П-${premiseNo++}`);
      for (let floor = 2; floor <= section.floorsTotal; floor++) {
        for (let i = 0; i < project.plate.length; i++, mainUnits++) {
          commercialUnit(
            ctx,
            section,
            floor,
            'office',
            i,
            project.plate.length,
            `${section.number}.${floor}${String(i + 1).padStart(2, '0')}`,
          );
        }
      }
      continue;
    }
    if (project.retail)
      for (let i = 0; i < 2; i++) commercialUnit(ctx, section, 1, 'commercial', i, 2, `П-${premiseNo++}`);
    for (let floor = 2; floor < section.floorsTotal; floor++) {
      plate.forEach((layout, i) => residentialUnit(ctx, section, floor, layout, i, plate.length, String(flatNo++)));
      mainUnits += plate.length;
    }
    layouts.penthouses.forEach((layout, i) =>
      residentialUnit(ctx, section, section.floorsTotal, layout, i, 2, String(flatNo++), 'penthouse'),
    );
    mainUnits += layouts.penthouses.length;
  }
  if (building.townhouses && layouts.townhouse) {
    // Townhouses stand on their own plots: no section, no shared floor.
    const ownPlot: SectionPlan = { id: 0, number: 0, floorsTotal: 3, variant: 0, floorIds: new Map() };
    for (let i = 0; i < building.townhouses; i++)
      residentialUnit(ctx, ownPlot, 1, layouts.townhouse, i, building.townhouses, `Т-${i + 1}`, 'townhouse');
    return;
  }
  const extras = buildingExtras(project, mainUnits);
  for (let i = 1; i <= extras.parking; i++) undergroundUnit(ctx, 'parking', `М-${i}`);
  for (let i = 1; i <= extras.storage; i++) undergroundUnit(ctx, 'storage', `К-${i}`);
}
