/**
 * Favourites and comparison as the visitor sees them (spec §4): the last list
 * the server answered with, plus the toggles still waiting in the outbox
 * (made offline, or not yet delivered). Pure functions, so the screens, the
 * sync and the tests agree on one rule.
 */
import type { CompareFields } from '@/schemas/favorites';
import { listTypeOf, type ListType } from '@/schemas/saved-lists';
import type { LotCard } from '@/schemas/lots';

export type SavedListName = 'favorites' | 'comparison';

/** A card, with the comparable fields when the server sent them (a pending add may lack them). */
export type SavedLotData = LotCard & Partial<CompareFields>;

/** Every key once, checked by the compiler: the list cannot miss or invent a field. */
type KeyList<T> = { [K in keyof T]-?: K }[keyof T][];
const exhaustive =
  <T>() =>
  <const L extends KeyList<T>>(keys: L & ([keyof T] extends [L[number]] ? unknown : never)) =>
    keys;

/**
 * The fields of `lotCardSchema` and `compareFieldsSchema`, spelt out so this
 * start-up module does not load zod (decision 015); a test compares them with
 * the schemas' shapes.
 */
export const LOT_CARD_KEYS = exhaustive<LotCard>()([
  'id',
  'kind',
  'number',
  'rooms',
  'is_euro',
  'area',
  'floor_number',
  'floors_total',
  'price',
  'old_price',
  'price_per_m2',
  'min_mortgage',
  'status',
  'project',
  'building_number',
  'section_number',
  'completion',
  'finishing_name',
  'plan',
  'advantage',
  'url',
]);
export const COMPARE_FIELD_KEYS = exhaustive<CompareFields>()([
  'type',
  'completion_quarter',
  'completion_year',
  'finishing_id',
  'district',
  'project_name',
  'destination',
  'layout_name',
  'directions_of_view',
  'dressing_room',
  'balcony',
  'ceiling_height',
  'unification',
  'living_area',
  'kitchen_area',
  'bathroom_area',
]);
const SAVED_KEYS: readonly string[] = [...LOT_CARD_KEYS, ...COMPARE_FIELD_KEYS];

/**
 * Keeps only what a card and the compare table read: a lot page hands over
 * its whole detail (floor plate, similar lots), which must not be persisted.
 */
export function toSavedLotData(lot: SavedLotData): SavedLotData {
  const source = lot as unknown as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of SAVED_KEYS) if (key in source) picked[key] = source[key];
  return picked as unknown as SavedLotData;
}

export interface SavedEntry {
  property: number;
  type: ListType;
  created_at: string;
  lot: SavedLotData;
  /** True while the add is only local: shown at once, delivered when online. */
  pending: boolean;
}

interface OpBase {
  /** Unique per op: the outbox drops exactly the op it delivered. */
  id: string;
  list: SavedListName;
  at: string;
  /** Deliveries tried and refused for a transient reason (CSRF cookie missing, 5xx). */
  attempts: number;
}
export type OutboxOp =
  | (OpBase & { action: 'add'; property: number; lot: SavedLotData })
  | (OpBase & { action: 'remove'; property: number })
  | (OpBase & { action: 'clear'; type: ListType });

/** The server list with the undelivered ops of that list applied in order. */
export function applyOutbox(
  server: readonly SavedEntry[],
  outbox: readonly OutboxOp[],
  list: SavedListName,
): SavedEntry[] {
  let items = [...server];
  for (const op of outbox) {
    if (op.list !== list) continue;
    if (op.action === 'add') {
      if (!items.some((item) => item.property === op.property)) {
        const entry: SavedEntry = {
          property: op.property,
          type: listTypeOf(op.lot.kind),
          created_at: op.at,
          lot: op.lot,
          pending: true,
        };
        items = [entry, ...items];
      }
    } else if (op.action === 'remove') {
      items = items.filter((item) => item.property !== op.property);
    } else {
      items = items.filter((item) => item.type !== op.type);
    }
  }
  return items;
}

/**
 * Drops ops that cancel out before delivery: adding then removing the same lot
 * offline sends nothing. Only the latest op of that lot is folded (never the
 * one on the wire), and not across a clear, so the order the server sees is kept.
 */
export function enqueue(
  outbox: readonly OutboxOp[],
  op: OutboxOp,
  serverHas: boolean,
  inFlightId: string | null = null,
): OutboxOp[] {
  let last = -1;
  if (op.action !== 'clear') {
    for (let index = outbox.length - 1; index >= 0 && last < 0; index -= 1) {
      const queued = outbox[index]!;
      if (queued.list === op.list && queued.action !== 'clear' && queued.property === op.property) last = index;
    }
  }
  const previous = last >= 0 && outbox[last]!.id !== inFlightId ? outbox[last] : undefined;
  const laterClear = outbox.slice(last + 1).some((queued) => queued.list === op.list && queued.action === 'clear');
  if (previous && !laterClear && previous.action !== op.action && op.action !== 'clear') {
    // add+remove of a lot the server never had, or remove+add of one it has: nothing to send.
    const cancels = (previous.action === 'add' && !serverHas) || (previous.action === 'remove' && serverHas);
    if (cancels) return outbox.filter((_, index) => index !== last);
  }
  return [...outbox, op];
}

export function countByType(items: readonly SavedEntry[]): Record<ListType, number> {
  const counts: Record<ListType, number> = { apartments: 0, commercials: 0 };
  for (const item of items) counts[item.type] += 1;
  return counts;
}

const LIST_WORDS: Record<SavedListName, { to: string }> = {
  favorites: { to: 'в избранное' },
  comparison: { to: 'к сравнению' },
};

/** «Лот № 12 не добавлен в избранное: лот уже продан». */
export function conflictMessage(op: Extract<OutboxOp, { action: 'add' }>, reason: string): string {
  const why = reason ? `: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : '';
  return `Лот № ${op.lot.number} не добавлен ${LIST_WORDS[op.list].to}${why}`;
}
