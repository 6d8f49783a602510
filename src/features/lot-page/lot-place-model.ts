/**
 * Where the lot is: metro entries (spec §3) and the outline of its floor
 * plate. Pure mapping, unit-tested with the view model.
 */
import { NBSP } from '@/lib/format';
import { pluralRu, type PluralForms } from '@/lib/plural';
import type { LotDetail, MetroEntry } from '@/schemas/lots';

type MetroMode = 'walk' | 'transport';

export interface MetroView {
  key: string;
  station: string;
  line: string;
  /** «Люблинско-Дмитровская линия», «Московское центральное кольцо»: shown under the station, since one name may sit on two lines. */
  lineLabel: string;
  /** CSS colour of the line dot; a neutral grey for a bad value. */
  color: string;
  /** «6 мин». */
  time: string;
  mode: MetroMode;
  /** «6 минут пешком» for screen readers (the icon says it to sighted users). */
  spoken: string;
  /** Railway (МЦД, МЦК) rather than metro: shown without the «М» mark. */
  isMetro: boolean;
}

const HEX_RE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const NO_LINE_COLOUR = '#9aa1a4';

// Accusative after an implied «за»: «1 минуту пешком», not «1 минута».
const MINUTES: PluralForms = ['минуту', 'минуты', 'минут'];

/** Metro lines read «… линия»; railway lines (МЦК, МЦД) and names that already say «линия» or «кольцо» stay as they are. */
function metroLineLabel(line: string, isMetro: boolean): string {
  const name = line.trim();
  if (!name || !isMetro || /(линия|кольцо|МЦД|МЦК)/i.test(name)) return name;
  return `${name} линия`;
}

function metroView(entry: MetroEntry, index: number): MetroView {
  const mode: MetroMode = entry.type.name === 'transport' ? 'transport' : 'walk';
  const { name, line } = entry.metro_station;
  return {
    // Two lines may share a station name (Парк культуры): the line keeps keys unique.
    key: `${name}|${line.name}|${index}`,
    station: name,
    line: line.name,
    lineLabel: metroLineLabel(line.name, !entry.is_not_a_metro),
    // The colour goes into a style attribute: only plain hex values pass.
    color: HEX_RE.test(line.color) ? line.color : NO_LINE_COLOUR,
    time: `${entry.time}${NBSP}мин`,
    mode,
    spoken: `${entry.time} ${pluralRu(entry.time, MINUTES)} ${mode === 'walk' ? 'пешком' : 'на транспорте'}`,
    isMetro: !entry.is_not_a_metro,
  };
}

/**
 * Nearest first: the list is short, the order is what a buyer scans for.
 * The same station on the same line reached the same way is one entry (the
 * quickest); the same name on another line (Марьина Роща on the 10th and
 * the 11th) is another station and stays, with its line shown.
 */
export function metroViews(entries: readonly MetroEntry[]): MetroView[] {
  const seen = new Set<string>();
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.time - b.entry.time || a.index - b.index)
    .filter(({ entry }) => {
      const same = `${entry.metro_station.name}|${entry.metro_station.line.name}|${entry.type.name}`;
      if (seen.has(same)) return false;
      seen.add(same);
      return true;
    })
    .map(({ entry, index }) => metroView(entry, index));
}

interface FloorShape {
  id: number;
  number: string;
  points: string;
  status: 'free' | 'BOOKED' | 'sold';
  current: boolean;
  /** Middle of the outline's bounding box, where the lot number goes. */
  center: { x: number; y: number };
}

function centerOf(points: string): { x: number; y: number } {
  const values = points
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const xs = values.filter((_, index) => index % 2 === 0);
  const ys = values.filter((_, index) => index % 2 === 1);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

export interface FloorView {
  viewBox: string;
  shapes: FloorShape[];
  /** «Лот № 148 на 5 этаже» — the figure's text alternative. */
  caption: string;
}

const POINTS_RE = /^\s*-?\d+(?:\.\d+)?[ ,]-?\d+(?:\.\d+)?(?:\s+-?\d+(?:\.\d+)?[ ,]-?\d+(?:\.\d+)?){2,}\s*$/;
const VIEW_BOX_RE = /^\s*-?\d+(?:\.\d+)?(?:[ ,]+-?\d+(?:\.\d+)?){3}\s*$/;

/**
 * The floor plate with this lot highlighted, or null when the detail has no
 * usable outline for it (parking levels, lots not yet drawn): an empty
 * plate with nothing marked would tell the buyer nothing.
 */
export function floorView(lot: Pick<LotDetail, 'id' | 'number' | 'floor'>): FloorView | null {
  const { floor } = lot;
  if (!VIEW_BOX_RE.test(floor.view_box)) return null;
  const shapes: FloorShape[] = floor.lots
    .filter((other) => POINTS_RE.test(other.polygon))
    .map((other) => ({
      id: other.id,
      number: other.number,
      points: other.polygon.trim(),
      status: other.status,
      current: other.id === lot.id,
      center: centerOf(other.polygon),
    }));
  if (!shapes.some((shape) => shape.current)) {
    if (!floor.polygon || !POINTS_RE.test(floor.polygon)) return null;
    shapes.push({
      id: lot.id,
      number: lot.number,
      points: floor.polygon.trim(),
      status: 'free',
      current: true,
      center: centerOf(floor.polygon),
    });
  }
  return {
    viewBox: floor.view_box.trim(),
    shapes,
    caption: `Лот${NBSP}№${NBSP}${lot.number} на${NBSP}${floor.number}${NBSP}этаже`,
  };
}
