import { describe, expect, it } from 'vitest';
import type { ChessLot } from '@/schemas/lot-structure';
import { buildChessboard, cellLabel, cellText, lotPath, roomGroup, statusWord } from './chessboard-model';

const NBSP = '\u00a0';
let nextId = 1;
const lot = (overrides: Partial<ChessLot> = {}): ChessLot => ({
  id: nextId++,
  number: '148',
  kind: 'flat',
  rooms: 2,
  is_euro: false,
  status: 'free',
  price: 45_600_000,
  area: 64.3,
  matches: true,
  url: '/flat/1',
  ...overrides,
});
const floor = (number: number, lots: ChessLot[]) => ({ id: number, number, lots });

describe('cell texts', () => {
  it('reads a free flat the way the brief spells it', () => {
    expect(cellLabel(lot())).toBe(`Кв. 148, 2-комнатная, 64,3${NBSP}м², 45,6${NBSP}млн${NBSP}₽, свободна`);
  });

  it('drops the price of a sold lot and agrees the status with the kind', () => {
    expect(cellLabel(lot({ status: 'sold' }))).toBe(`Кв. 148, 2-комнатная, 64,3${NBSP}м², продана`);
    expect(cellLabel(lot({ kind: 'office', rooms: null, number: '2.405', status: 'BOOKED', price: 31_720_000 }))).toBe(
      `Офис 2.405, 64,3${NBSP}м², 31,7${NBSP}млн${NBSP}₽, забронирован`,
    );
    expect(statusWord({ kind: 'parking', status: 'free' })).toBe('свободно');
    expect(statusWord({ kind: 'apartments', status: 'sold' })).toBe('проданы');
  });

  it('names studios and euro layouts', () => {
    expect(cellLabel(lot({ rooms: 0, number: '7', price: 950_000 }))).toBe(
      `Кв. 7, Студия, 64,3${NBSP}м², 950${NBSP}тыс${NBSP}₽, свободна`,
    );
    expect(cellLabel(lot({ is_euro: true }))).toContain('Евро-2');
  });

  it('marks cells and groups them for the legend', () => {
    expect([
      cellText(lot({ rooms: 0 })),
      cellText(lot()),
      cellText(lot({ is_euro: true, rooms: 3 })),
      cellText(lot({ kind: 'office', rooms: null, area: 118.6 })),
    ]).toEqual(['С', '2', 'Е3', '119']);
    expect([
      roomGroup(lot({ rooms: 0 })),
      roomGroup(lot({ rooms: 5 })),
      roomGroup(lot({ kind: 'office', rooms: null })),
    ]).toEqual(['studio', '4+', 'other']);
  });

  it('links every cell to /lots/{id}', () => {
    expect(lotPath({ id: 148 })).toBe('/lots/148');
  });
});

describe('building the grid', () => {
  it('lists floors top-down on one axis for sections of different heights, padding short floors', () => {
    const a = [lot({ rooms: 1 }), lot({ rooms: 3 })];
    const b = [lot({ rooms: 0 })];
    const board = buildChessboard({
      sections: [
        // Given out of order on purpose: sections read left to right by number.
        { id: 20, number: 2, floors_total: 2, floors: [floor(2, [lot()]), floor(1, [lot(), lot()])] },
        { id: 10, number: 1, floors_total: 3, floors: [floor(1, b), floor(3, a), floor(2, [lot()])] },
      ],
      other_levels: [floor(-1, [lot({ kind: 'parking', rooms: null }), lot({ kind: 'storage', rooms: null })])],
    });
    expect(board.sections).toEqual([
      { id: 10, number: 1, columns: 2 },
      { id: 20, number: 2, columns: 2 },
    ]);
    expect(board.rows.map((row) => row.floor)).toEqual([3, 2, 1]);
    // Floor 3 exists only in section 1: section 2 has a gap there, not a shifted row.
    expect(board.rows[0].cells[0]).toEqual(a);
    expect(board.rows[0].cells[1]).toBeNull();
    // Floor 1 of section 1 has one lot in a two-column section: padded with null.
    expect(board.rows[2].cells[0]).toEqual([b[0], null]);
    expect(board.groups).toEqual(['studio', '1', '2', '3']);
    expect(board.otherLots).toBe(2);
  });

  it('counts only the parking and storage places on sale, as the catalogue link then lists them (decision 031)', () => {
    const levels = [
      floor(-1, [
        lot({ kind: 'parking', rooms: null }),
        lot({ kind: 'parking', rooms: null, status: 'BOOKED' }),
        lot({ kind: 'storage', rooms: null, status: 'sold' }),
      ]),
    ];
    expect(buildChessboard({ sections: [], other_levels: levels }).otherLots).toBe(1);
  });

  it('copes with an empty building', () => {
    expect(buildChessboard({ sections: [], other_levels: [] })).toEqual({
      sections: [],
      rows: [],
      groups: [],
      otherLots: 0,
    });
  });
});
