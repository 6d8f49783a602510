/**
 * View model of a building's шахматка: sections side by side, floors from
 * the top down, every lot a cell. Sections of different heights share one
 * floor axis (a missing floor is a gap, not a shifted row), and each
 * section is as wide as its widest floor so columns line up.
 *
 * Cells are coloured by room count (studio, 1, 2, 3, 4+; euro layouts with
 * their room count) unless sold, and read aloud as
 * «Кв. 148, 2-комнатная, 64,3 м², 45,6 млн ₽, свободна».
 */
import { formatArea, formatPrice, roomsLabel } from '@/lib/format';
import { isOnSale } from '@/lib/on-sale';
import type { BuildingDetail, ChessLot } from '@/schemas/lot-structure';

/** Colour group of a cell: by rooms for homes, one group for everything else. */
export type RoomGroup = 'studio' | '1' | '2' | '3' | '4+' | 'other';

interface ChessSection {
  id: number;
  number: number;
  /** Cells per floor: the widest floor of the section. */
  columns: number;
}

interface ChessRow {
  floor: number;
  /** One entry per section: its cells padded to `columns` with nulls, or null when the section has no such floor. */
  cells: Array<Array<ChessLot | null> | null>;
}

export interface Chessboard {
  sections: ChessSection[];
  rows: ChessRow[];
  /** Room groups present, in legend order. */
  groups: RoomGroup[];
  /** Lots on sale outside sections (parking and storage levels): what the catalogue link then lists (decision 031). */
  otherLots: number;
}

const GROUP_ORDER: RoomGroup[] = ['studio', '1', '2', '3', '4+', 'other'];

export const GROUP_NAMES: Record<RoomGroup, string> = {
  studio: 'Студии',
  '1': '1 комната',
  '2': '2 комнаты',
  '3': '3 комнаты',
  '4+': '4 и более',
  other: 'Нежилые помещения',
};

const HOME_KINDS = new Set<ChessLot['kind']>(['flat', 'apartments', 'townhouse']);

export function roomGroup(lot: Pick<ChessLot, 'kind' | 'rooms'>): RoomGroup {
  if (!HOME_KINDS.has(lot.kind) || lot.rooms === null || lot.rooms < 0) return 'other';
  if (lot.rooms === 0) return 'studio';
  return lot.rooms >= 4 ? '4+' : (String(lot.rooms) as RoomGroup);
}

/** The short mark inside a cell: «С», «2», «Е2»; offices, shops and storage show their whole square metres instead. */
export function cellText(lot: Pick<ChessLot, 'kind' | 'rooms' | 'is_euro' | 'area'>): string {
  if (roomGroup(lot) === 'other' || lot.rooms === null) return String(Math.round(lot.area));
  if (lot.rooms === 0) return 'С';
  return lot.is_euro ? `Е${lot.rooms}` : String(lot.rooms);
}

/** Short name and the status words that agree with it in gender and number. */
const KIND_WORDS: Record<ChessLot['kind'], { name: string; status: [free: string, booked: string, sold: string] }> = {
  flat: { name: 'Кв.', status: ['свободна', 'забронирована', 'продана'] },
  apartments: { name: 'Апарт.', status: ['свободны', 'забронированы', 'проданы'] },
  townhouse: { name: 'Таунхаус', status: ['свободен', 'забронирован', 'продан'] },
  parking: { name: 'Машино-место', status: ['свободно', 'забронировано', 'продано'] },
  storage: { name: 'Кладовая', status: ['свободна', 'забронирована', 'продана'] },
  commercial: { name: 'Помещение', status: ['свободно', 'забронировано', 'продано'] },
  office: { name: 'Офис', status: ['свободен', 'забронирован', 'продан'] },
  premise: { name: 'Помещение', status: ['свободно', 'забронировано', 'продано'] },
};

const STATUS_INDEX: Record<ChessLot['status'], 0 | 1 | 2> = { free: 0, BOOKED: 1, sold: 2 };

export function statusWord(lot: Pick<ChessLot, 'kind' | 'status'>): string {
  return KIND_WORDS[lot.kind].status[STATUS_INDEX[lot.status]];
}

/** The accessible name of a cell; a sold lot has no price to offer. */
export function cellLabel(lot: ChessLot): string {
  const rooms = roomGroup(lot) === 'other' ? '' : roomsLabel(lot.rooms, { euro: lot.is_euro });
  const price = lot.status === 'sold' ? '' : formatPrice(lot.price);
  return [`${KIND_WORDS[lot.kind].name} ${lot.number}`, rooms, formatArea(lot.area), price, statusWord(lot)]
    .filter(Boolean)
    .join(', ');
}

/** Lot page of a cell: the canonical /lots/{id} (every kind opens there, spec §2). */
export const lotPath = (lot: Pick<ChessLot, 'id'>) => `/lots/${lot.id}`;

export function buildChessboard(detail: Pick<BuildingDetail, 'sections' | 'other_levels'>): Chessboard {
  const floorNumbers = new Set<number>();
  const present = new Set<RoomGroup>();
  const sections = [...detail.sections].sort((a, b) => a.number - b.number);
  const byFloor = sections.map((section) => {
    const map = new Map<number, ChessLot[]>();
    for (const floor of section.floors) {
      floorNumbers.add(floor.number);
      map.set(floor.number, floor.lots);
      for (const lot of floor.lots) present.add(roomGroup(lot));
    }
    return map;
  });
  const columns = byFloor.map((map) => Math.max(1, ...[...map.values()].map((lots) => lots.length)));
  const rows = [...floorNumbers]
    .sort((a, b) => b - a)
    .map((floor) => ({
      floor,
      cells: byFloor.map((map, index) => {
        const lots = map.get(floor);
        if (!lots) return null;
        return Array.from({ length: columns[index] }, (_, column) => lots[column] ?? null);
      }),
    }));
  return {
    sections: sections.map((section, index) => ({ id: section.id, number: section.number, columns: columns[index] })),
    rows,
    groups: GROUP_ORDER.filter((group) => present.has(group)),
    otherLots: detail.other_levels.reduce(
      (sum, level) => sum + level.lots.filter((lot) => isOnSale(lot.status)).length,
      0,
    ),
  };
}
