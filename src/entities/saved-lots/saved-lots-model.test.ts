import { describe, expect, it } from 'vitest';
import type { LotCard } from '@/schemas/lots';
import { lotCardSchema } from '@/schemas/lots';
import { compareFieldsSchema } from '@/schemas/favorites';
import {
  COMPARE_FIELD_KEYS,
  LOT_CARD_KEYS,
  applyOutbox,
  conflictMessage,
  countByType,
  enqueue,
  toSavedLotData,
  type OutboxOp,
  type SavedEntry,
} from './saved-lots-model';

function card(id: number, kind: LotCard['kind'] = 'flat'): LotCard {
  return {
    id,
    kind,
    number: String(id),
    rooms: 2,
    is_euro: false,
    area: 64.3,
    floor_number: 5,
    floors_total: 24,
    price: 30_000_000,
    old_price: null,
    price_per_m2: 466_563,
    min_mortgage: 150_000,
    status: 'free',
    project: { id: 1, slug: 'ostozhenka', name: 'Остоженка 12' },
    building_number: '1',
    section_number: 2,
    completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' },
    finishing_name: null,
    plan: null,
    advantage: null,
    url: `/flat/${id}`,
  };
}
const entry = (id: number, kind: LotCard['kind'] = 'flat'): SavedEntry => ({
  property: id,
  type: kind === 'office' ? 'commercials' : 'apartments',
  created_at: '2026-01-01T00:00:00.000Z',
  lot: card(id, kind),
  pending: false,
});
let seq = 0;
const op = (fields: Partial<OutboxOp> & Pick<OutboxOp, 'action'>): OutboxOp =>
  ({ id: `op${(seq += 1)}`, list: 'favorites', at: '2026-02-01T00:00:00.000Z', attempts: 0, ...fields }) as OutboxOp;
const add = (id: number, kind?: LotCard['kind'], list: OutboxOp['list'] = 'favorites') =>
  op({ action: 'add', property: id, lot: card(id, kind), list });
const remove = (id: number, list: OutboxOp['list'] = 'favorites') => op({ action: 'remove', property: id, list });

describe('applyOutbox', () => {
  it('shows pending adds first, hides pending removals and clears, in order', () => {
    const server = [entry(1), entry(2), entry(3, 'office')];
    const items = applyOutbox(server, [add(4), remove(2), op({ action: 'clear', type: 'commercials' })], 'favorites');
    expect(items.map((item) => [item.property, item.pending])).toEqual([
      [4, true],
      [1, false],
    ]);
  });

  it('ignores ops of the other list and adds already on the server', () => {
    const items = applyOutbox([entry(1)], [add(1), add(5, 'flat', 'comparison')], 'favorites');
    expect(items.map((item) => item.property)).toEqual([1]);
  });

  it('a later add after a clear brings the lot back', () => {
    const items = applyOutbox([entry(1)], [op({ action: 'clear', type: 'apartments' }), add(1)], 'favorites');
    expect(items.map((item) => [item.property, item.pending])).toEqual([[1, true]]);
  });
});

describe('enqueue', () => {
  it('folds add then remove of a lot the server never had', () => {
    const first = add(7);
    expect(enqueue(enqueue([], first, false), remove(7), false)).toEqual([]);
  });

  it('folds remove then add of a lot the server has', () => {
    expect(enqueue(enqueue([], remove(7), true), add(7), true)).toEqual([]);
  });

  it('keeps both when the first op is already on the wire', () => {
    const first = add(7);
    expect(enqueue([first], remove(7), false, first.id)).toHaveLength(2);
  });

  it('does not fold across a clear, and keeps unrelated ops in order', () => {
    const queue = [add(7), op({ action: 'clear', type: 'apartments' })];
    expect(enqueue(queue, remove(7), false)).toHaveLength(3);
    const other = enqueue([add(1)], add(2), false);
    expect(other.map((queued) => 'property' in queued && queued.property)).toEqual([1, 2]);
  });
});

describe('helpers', () => {
  it('counts entries by list type', () => {
    expect(countByType([entry(1), entry(2), entry(3, 'office')])).toEqual({ apartments: 2, commercials: 1 });
  });

  it('keeps only card and compare fields of a lot detail', () => {
    const detail = { ...card(1), district: 'Хамовники', similar: [card(2)], floor: { lots: [] } };
    const saved = toSavedLotData(detail);
    expect(saved).toMatchObject({ id: 1, district: 'Хамовники' });
    expect(saved).not.toHaveProperty('similar');
    expect(saved).not.toHaveProperty('floor');
  });

  it('words a conflict in Russian', () => {
    const queued = add(12) as Extract<OutboxOp, { action: 'add' }>;
    expect(conflictMessage(queued, 'Лот уже продан')).toBe('Лот № 12 не добавлен в избранное: лот уже продан');
    expect(conflictMessage({ ...queued, list: 'comparison' }, '')).toBe('Лот № 12 не добавлен к сравнению');
  });
});

describe('saved keys', () => {
  it('are exactly the fields of the card and compare schemas', () => {
    expect([...LOT_CARD_KEYS].sort()).toEqual(Object.keys(lotCardSchema.shape).sort());
    expect([...COMPARE_FIELD_KEYS].sort()).toEqual(Object.keys(compareFieldsSchema.shape).sort());
  });
});
