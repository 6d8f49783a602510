/**
 * Lot facts as text: areas, floors and room labels.
 */
import { pluralRu, type PluralForms } from '../plural';
import { NBSP, formatNumber } from './number';

/**
 * Ceiling height: «3,0 м», «2,85 м» — at least one decimal, as heights are
 * quoted in the trade, and never a bare two-glyph «3 м»: on a PDF line of its
 * own that is one gap between two glyphs, which text extraction (copying,
 * search, screen readers, pdftotext) cannot tell from letter spacing and
 * reads as «3м» (issue 30).
 */
export function formatCeiling(value: number): string {
  const figure = formatNumber(value, { minDecimals: 1, maxDecimals: 2 });
  return figure && `${figure}${NBSP}м`;
}

/** «54,3 м²»; areas come with one decimal unless `decimals` says otherwise. */
export function formatArea(value: number, decimals = 1): string {
  const figure = formatNumber(value, { maxDecimals: decimals });
  return figure && `${figure}${NBSP}м²`;
}

// After «из» the noun is genitive: «из 1 этажа», «из 21 этажа», «из 24 этажей».
const FLOORS_GENITIVE: PluralForms = ['этажа', 'этажей', 'этажей'];
const FLOORS: PluralForms = ['этаж', 'этажа', 'этажей'];

/** «5 из 24 этажей» (all spaces U+00A0: the phrase never wraps); without the total «5 этаж». */
export function formatFloor(floor: number, total?: number | null): string {
  if (total === undefined || total === null || total <= 0) return `${floor}${NBSP}этаж`;
  return `${floor}${NBSP}из${NBSP}${total}${NBSP}${pluralRu(total, FLOORS_GENITIVE)}`;
}

/** «24 этажа», «1 этаж», «11 этажей» — the height of a building. */
export function formatFloorsCount(count: number): string {
  return `${count}${NBSP}${pluralRu(count, FLOORS)}`;
}

/** «5–24 этажи» is wrong Russian, so ranges read «этажи 5–24». */
export function formatFloorRange(from: number, to: number): string {
  return from === to ? `${from}${NBSP}этаж` : `этажи${NBSP}${from}–${to}`;
}

/** From this count on the room filter groups lots as «4+». */
const MANY_ROOMS = 4;

/**
 * The room label of a lot: «Студия» for 0 rooms, «Евро-2» for a euro
 * layout, «3-комнатная» otherwise; `short` gives the filter form
 * («Студия», «1», «2», «3», «4+», «Евро-2»). Null rooms (parking, storage,
 * commercial) give an empty string.
 */
export function roomsLabel(rooms: number | null | undefined, { euro = false, short = false } = {}): string {
  if (rooms === null || rooms === undefined || rooms < 0) return '';
  if (rooms === 0) return 'Студия';
  if (euro) return `Евро-${rooms}`;
  if (short) return rooms >= MANY_ROOMS ? `${MANY_ROOMS}+` : String(rooms);
  return `${rooms}-комнатная`;
}

/** Values of the `rooms` filter (`src/schemas/lots.ts`): studio, 1, 2, 3, 4+, e2, e3, e4. */
export function roomFilterLabel(value: string): string {
  if (value === 'studio') return 'Студия';
  const euro = /^e(\d+)$/.exec(value);
  if (euro) return `Евро-${euro[1]}`;
  return value;
}
