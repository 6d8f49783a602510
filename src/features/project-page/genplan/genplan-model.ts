/**
 * View model of the interactive genplan: building outlines come as SVG
 * `points` in the plan's width×height box; the page needs, per building,
 * where to pin its badge (the centroid), where its tooltip goes (above the
 * outline, or below when the outline touches the top edge), and the texts
 * that sighted and screen-reader users get. Positions are percentages of
 * the box, so the HTML overlays follow the SVG at any width.
 */
import { formatCount, formatPriceFrom, type PluralForms } from '@/lib/format';
import type { Genplan, GenplanBuilding } from '@/schemas/projects';
import { BUILDING_PARAM, CHESSBOARD_ANCHOR } from '../project-sections';

export type Point = readonly [x: number, y: number];

export interface GenplanMarker {
  building: GenplanBuilding;
  points: string;
  /** Badge position: centroid, percent of width and height. */
  badge: { left: number; top: number };
  /** Tooltip anchor: centre of the outline's top (or bottom) edge, percent. */
  tooltip: { left: number; top: number; placement: 'above' | 'below' };
  /** «64 свободных лота» or «Свободных лотов нет». */
  freeText: string;
  /** «от 81,1 млн ₽», empty without free lots. */
  priceText: string;
  /** Accessible name of the building link. */
  label: string;
}

const FREE_LOTS: PluralForms = ['свободный лот', 'свободных лота', 'свободных лотов'];

/** Below this share of the height there is no room for a tooltip above the outline. */
const TOP_ROOM = 0.22;

/** «38,35 213,35 213,131» → [[38,35],[213,35],[213,131]]; junk pairs are skipped. */
export function parsePoints(polygon: string): Point[] {
  const numbers = polygon
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const points: Point[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) {
    const [x, y] = [numbers[index], numbers[index + 1]];
    if (Number.isFinite(x) && Number.isFinite(y)) points.push([x, y]);
  }
  return points;
}

export function polygonBox(points: readonly Point[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/**
 * Area centroid (shoelace formula): for an L-shaped building the mean of
 * the corners drifts towards the busy corner, the area centroid does not.
 * Degenerate outlines fall back to the mean of their points.
 */
export function polygonCentroid(points: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let index = 0; index < points.length; index += 1) {
    const [x0, y0] = points[index];
    const [x1, y1] = points[(index + 1) % points.length];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    const n = points.length || 1;
    return [points.reduce((sum, [x]) => sum + x, 0) / n, points.reduce((sum, [, y]) => sum + y, 0) / n];
  }
  return [cx / (3 * area), cy / (3 * area)];
}

export function buildingFreeText(count: number): string {
  return count > 0 ? formatCount(count, FREE_LOTS) : 'Свободных лотов нет';
}

/** «Корпус 1: 64 свободных лота, от 81,1 млн ₽, Сдача 4 кв. 2027. Открыть шахматку». */
export function buildingLabel(building: GenplanBuilding): string {
  const price = building.lots_free > 0 && building.min_price !== null ? `, ${formatPriceFrom(building.min_price)}` : '';
  const completion = building.completion.text ? `, ${building.completion.text}` : '';
  return `${building.name}: ${buildingFreeText(building.lots_free)}${price}${completion}. Открыть шахматку`;
}

const percent = (value: number, of: number) => Math.round((value / of) * 10_000) / 100;

export function genplanMarkers(genplan: Pick<Genplan, 'width' | 'height' | 'buildings'>): GenplanMarker[] {
  const { width, height } = genplan;
  return genplan.buildings.flatMap((building) => {
    const points = parsePoints(building.polygon);
    // An outline the plan cannot draw is left out rather than pinned at 0,0.
    if (points.length < 3) return [];
    const box = polygonBox(points);
    const [x, y] = polygonCentroid(points);
    const above = box.minY / height >= TOP_ROOM;
    return [
      {
        building,
        points: points.map((point) => point.join(',')).join(' '),
        badge: { left: percent(x, width), top: percent(y, height) },
        tooltip: {
          left: percent((box.minX + box.maxX) / 2, width),
          top: percent(above ? box.minY : box.maxY, height),
          placement: above ? 'above' : 'below',
        },
        freeText: buildingFreeText(building.lots_free),
        priceText: building.lots_free > 0 && building.min_price !== null ? formatPriceFrom(building.min_price) : '',
        label: buildingLabel(building),
      },
    ];
  });
}

/** Where a building link leads: the same page with `?building=` and the шахматка anchor. */
export function buildingLink(id: number) {
  return { search: `?${BUILDING_PARAM}=${id}`, hash: `#${CHESSBOARD_ANCHOR}` };
}
