/**
 * What an import would write, from the resolved lines and the lots stored:
 * the checks across lines (a number twice in a building, a building's
 * completion date said two ways), the changes per lot with the columns that
 * change, the lots a full import removes, and the derived columns
 * (price per m², the mortgage payment) as the seed computes them.
 */
import { HOME_KINDS } from '../../../src/lib/lot-kind-names.ts';
import type { AbsentAction, ImportChange, ImportError, ImportMode } from '../../../src/schemas/lots-import.ts';
import type { LotKind, LotStatus } from '../../db/schema/enums.ts';
import { monthlyPayment } from '../stored-mortgage.ts';
import type { LotColumnKey } from './columns.ts';
import { lotKey, type ResolvedLine } from './resolve-lines.ts';
import type { Places, StoredLot } from './stored-lots.ts';

/** A lot row as the import writes it; `id` null for a lot it adds. */
export interface LotWrite {
  id: number | null;
  projectId: number;
  buildingId: number;
  sectionId: number | null;
  floorId: number | null;
  floor: number;
  number: string;
  kind: LotKind;
  rooms: number | null;
  area: number;
  livingArea: number | null;
  kitchenArea: number | null;
  price: number;
  oldPrice: number | null;
  pricePerM2: number;
  minMortgage: number | null;
  status: LotStatus;
  finishingId: number | null;
}

export interface ImportPlan {
  updates: LotWrite[];
  inserts: LotWrite[];
  /** Updated lots whose number changes (moved aside first, so two lots may swap numbers). */
  renumbered: number[];
  buildings: Array<{ id: number; quarter: number; year: number }>;
  /** Lots a full import sells or hides. */
  absent: number[];
  changes: ImportChange[];
  /** The changes of `inserts`, index by index: their ids are known once written. */
  insertChanges: ImportChange[];
  counts: { added: number; changed: number; removed: number; unchanged: number };
}

/** The «ипотека от … ₽/мес.» the seed stores: homes only (services/stored-mortgage.ts is the one formula). */
function storedMortgage(kind: LotKind, price: number): number | null {
  return HOME_KINDS.has(kind) ? monthlyPayment(price) : null;
}

function write(line: ResolvedLine): LotWrite {
  const { line: l } = line;
  return {
    id: line.stored?.id ?? null,
    projectId: line.projectId,
    buildingId: line.buildingId,
    sectionId: line.sectionId,
    floorId: line.floorId,
    floor: l.floor,
    number: l.number,
    kind: l.kind,
    rooms: l.rooms,
    area: l.area,
    livingArea: l.living_area,
    kitchenArea: l.kitchen_area,
    price: l.price,
    oldPrice: l.old_price,
    pricePerM2: Math.round(l.price / l.area),
    minMortgage: storedMortgage(l.kind, l.price),
    status: l.status,
    finishingId: line.finishingId,
  };
}

/** The file's columns whose value differs from the stored lot. */
function changedFields(next: LotWrite, lot: StoredLot): LotColumnKey[] {
  const fields: LotColumnKey[] = [];
  const differs = (key: LotColumnKey, a: unknown, b: unknown) => a !== b && fields.push(key);
  differs('section', next.sectionId, lot.sectionId);
  if (next.floor !== lot.floor || next.floorId !== lot.floorId) fields.push('floor');
  differs('number', next.number, lot.number);
  differs('kind', next.kind, lot.kind);
  differs('rooms', next.rooms, lot.rooms);
  differs('area', next.area, lot.area);
  differs('living_area', next.livingArea, lot.livingArea);
  differs('kitchen_area', next.kitchenArea, lot.kitchenArea);
  differs('price', next.price, lot.price);
  differs('old_price', next.oldPrice, lot.oldPrice);
  differs('status', next.status, lot.status);
  differs('finishing', next.finishingId, lot.finishingId);
  return fields;
}

export function planImport(
  lines: readonly ResolvedLine[],
  stored: ReadonlyMap<number, StoredLot>,
  places: Places,
  { mode, absent }: { mode: ImportMode; absent: AbsentAction },
): { plan: ImportPlan; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const touched = new Set(lines.flatMap((line) => (line.stored ? [line.stored.id] : [])));
  const buildingName = (id: number) => places.buildings.get(id)!.number;

  // Numbers: the lots the file leaves alone keep theirs; no two lots of a building may end up with one.
  const owners = new Map<string, { row?: number; id?: number }>();
  for (const lot of stored.values())
    if (!touched.has(lot.id)) owners.set(lotKey(lot.buildingId, lot.number), { id: lot.id });
  for (const { row, line, buildingId } of lines) {
    const key = lotKey(buildingId, line.number);
    const owner = owners.get(key);
    if (!owner) owners.set(key, { row });
    else if (owner.row !== undefined)
      errors.push({
        row,
        column: 'number',
        message: `Номер ${line.number} в корпусе ${buildingName(buildingId)} уже есть в строке ${owner.row}`,
      });
    else
      errors.push({
        row,
        column: 'number',
        message: `Номер ${line.number} в корпусе ${buildingName(buildingId)} уже у другого лота (ID ${owner.id})`,
      });
  }

  // Completion is the building's: every line of a building says the same, and a new value is the building's new date.
  const firstOf = new Map<number, ResolvedLine>();
  const buildings: ImportPlan['buildings'] = [];
  for (const line of lines) {
    const first = firstOf.get(line.buildingId);
    if (!first) {
      firstOf.set(line.buildingId, line);
      continue;
    }
    for (const key of ['completion_quarter', 'completion_year'] as const) {
      if (line.line[key] === first.line[key]) continue;
      errors.push({
        row: line.row,
        column: key,
        message:
          `Срок сдачи корпуса ${buildingName(line.buildingId)} не совпадает со строкой ${first.row} ` +
          `(${first.line.completion_quarter} кв. ${first.line.completion_year}): у корпуса один срок для всех лотов`,
      });
    }
  }
  const movedBuildings = new Set<number>();
  for (const [id, first] of firstOf) {
    const building = places.buildings.get(id)!;
    const { completion_quarter: quarter, completion_year: year } = first.line;
    if (quarter === building.quarter && year === building.year) continue;
    movedBuildings.add(id);
    buildings.push({ id, quarter, year });
  }

  const plan: ImportPlan = {
    updates: [],
    inserts: [],
    renumbered: [],
    buildings,
    absent: [],
    changes: [],
    insertChanges: [],
    counts: { added: 0, changed: 0, removed: 0, unchanged: 0 },
  };
  const change = (
    line: ResolvedLine | null,
    lot: { id: number | null; projectId: number; buildingId: number; number: string },
    action: ImportChange['action'],
    fields: string[],
  ) => {
    const entry = {
      row: line?.row ?? null,
      id: lot.id,
      project: places.projects.get(lot.projectId)!.slug,
      building: buildingName(lot.buildingId),
      number: lot.number,
      action,
      fields,
    };
    plan.changes.push(entry);
    return entry;
  };

  for (const line of lines) {
    const next = write(line);
    if (!line.stored) {
      plan.inserts.push(next);
      plan.counts.added += 1;
      plan.insertChanges.push(change(line, next, 'added', []));
      continue;
    }
    const fields: string[] = changedFields(next, line.stored);
    if (movedBuildings.has(line.buildingId)) {
      const building = places.buildings.get(line.buildingId)!;
      if (line.line.completion_quarter !== building.quarter) fields.push('completion_quarter');
      if (line.line.completion_year !== building.year) fields.push('completion_year');
    }
    if (line.stored.hidden) fields.push('hidden');
    if (fields.length === 0) {
      plan.counts.unchanged += 1;
      continue;
    }
    plan.counts.changed += 1;
    change(line, next, 'changed', fields);
    if (fields.some((field) => !field.startsWith('completion_'))) plan.updates.push(next);
    if (fields.includes('number')) plan.renumbered.push(line.stored.id);
  }

  if (mode === 'full') {
    if (lines.length === 0 && errors.length === 0)
      errors.push({
        row: 1,
        column: null,
        message: 'В файле нет ни одного лота: полная загрузка сняла бы с сайта все лоты',
      });
    for (const lot of stored.values()) {
      if (touched.has(lot.id) || lot.hidden || (absent === 'sold' && lot.status === 'sold')) continue;
      plan.absent.push(lot.id);
      plan.counts.removed += 1;
      change(null, lot, 'removed', [absent === 'sold' ? 'status' : 'hidden']);
    }
  }
  return { plan, errors };
}
