/** Finishing options, layouts, the building hierarchy and the lots themselves. */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { buildings, finishings, floors, layouts, lots, sections } from '../schema/index.ts';
import type { ProjectSeed } from './catalogue.ts';
import { counter, insertAll } from './insert.ts';
import { buildLayouts, type LayoutRow, type ProjectLayouts } from './layouts.ts';
import { generateBuildingLots, type LotRow } from './lots.ts';
import { SEED_ANCHOR, type Random } from './random.ts';
import { planStructure } from './structure.ts';

const FINISHINGS = [
  {
    slug: 'shell-core',
    name: 'Без отделки',
    description: 'Помещение с подведёнными инженерными сетями, под собственный проект отделки.',
  },
  {
    slug: 'white-box',
    name: 'White box',
    description:
      'Выровненные стены и полы, стяжка, разводка электрики и сантехники: остаётся чистовая отделка по вкусу.',
  },
  {
    slug: 'finish',
    name: 'Чистовая отделка',
    description: 'Готово к въезду: инженерная доска, итальянская плитка, сантехника, межкомнатные двери и освещение.',
  },
  {
    slug: 'designer',
    name: 'Дизайнерская отделка',
    description: 'Отделка по проекту архитектурного бюро в двух палитрах на выбор, с кухней и встроенными шкафами.',
  },
] as const;

export interface LotsReport {
  lots: number;
  buildings: number;
  layouts: number;
}

export async function insertLots(
  db: Db,
  rng: Random,
  projects: ReadonlyArray<{ id: number; seed: ProjectSeed }>,
  targetLots: number,
): Promise<LotsReport> {
  const finishingIds = new Map<string, number>();
  const finishingRows = FINISHINGS.map((finishing, index) => {
    finishingIds.set(finishing.slug, index + 1);
    return { id: index + 1, ...finishing, sort: index };
  });
  await insertAll(db, finishings, finishingRows);

  const layoutId = counter();
  const layoutRows: LayoutRow[] = [];
  const catalogues = new Map<number, ProjectLayouts>();
  for (const project of projects) {
    const { rows, catalogue } = buildLayouts(
      rng.fork(`layouts:${project.seed.slug}`),
      project.id,
      project.seed,
      layoutId,
    );
    layoutRows.push(...rows);
    catalogues.set(project.id, catalogue);
  }
  await insertAll(db, layouts, layoutRows);

  const plan = planStructure(rng.fork('structure'), projects, targetLots, {
    building: counter(),
    section: counter(),
    floor: counter(),
  });
  await insertAll(
    db,
    buildings,
    plan.buildings.map((building) => building.row),
  );
  await insertAll(db, sections, plan.sectionRows);
  await insertAll(db, floors, plan.floorRows);

  const lotRows: LotRow[] = [];
  const lotId = counter();
  const lotRng = rng.fork('lots');
  for (const building of plan.buildings) {
    const catalogue = catalogues.get(building.row.projectId);
    if (!catalogue) continue;
    generateBuildingLots({ rng: lotRng, building, layouts: catalogue, finishingIds, nextId: lotId, out: lotRows });
  }
  if (lotRows.length !== plan.plannedLots) {
    throw new Error(`lot generator disagrees with the plan: ${lotRows.length} ≠ ${plan.plannedLots}`);
  }
  await insertAll(db, lots, lotRows);
  await seedPriceHistory(db);
  return { lots: lotRows.length, buildings: plan.buildings.length, layouts: layoutRows.length };
}

/**
 * A demo history behind the prices (issue 32). The database has just recorded
 * each lot's price as of now (migration 0006's trigger); a developer's lots
 * have been on sale for months: every lot is dated from four months before
 * the seed's anchor, and a discounted lot first cost its old price and was
 * marked down between one and 50 days before the anchor (by its id, so every
 * seed draws the same history).
 */
async function seedPriceHistory(db: Db): Promise<void> {
  const anchor = SEED_ANCHOR.toISOString();
  await db.execute(sql`delete from lot_price_history`);
  await db.execute(sql`
    insert into lot_price_history (lot_id, old_price, new_price, changed_at)
    select id, null, coalesce(old_price, price), ${anchor}::timestamptz - interval '120 days' from lots`);
  await db.execute(sql`
    insert into lot_price_history (lot_id, old_price, new_price, changed_at)
    select id, old_price, price, ${anchor}::timestamptz - (1 + id % 50) * interval '1 day' from lots where old_price is not null`);
}
