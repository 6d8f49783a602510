import { describe, expect, it } from 'vitest';
import type { GenplanBuilding } from '@/schemas/projects';
import {
  buildingFreeText,
  buildingLabel,
  genplanMarkers,
  parsePoints,
  polygonBox,
  polygonCentroid,
} from './genplan-model';

const NBSP = '\u00a0';
const building = (overrides: Partial<GenplanBuilding> = {}): GenplanBuilding => ({
  id: 1,
  number: '1',
  name: 'Корпус 1',
  polygon: '100,200 300,200 300,400 100,400',
  floors_total: 8,
  completion: { status: 'building', quarter: 4, year: 2027, text: 'Сдача 4 кв. 2027' },
  lots_free: 64,
  min_price: 81_110_000,
  ...overrides,
});

describe('polygon geometry', () => {
  it('parses SVG points with commas and spaces, skipping junk', () => {
    expect(parsePoints('38,35 213,35  213 131,38,131 x')).toEqual([
      [38, 35],
      [213, 35],
      [213, 131],
      [38, 131],
    ]);
  });

  it('finds the bounding box and the centre of a rectangle', () => {
    const points = parsePoints('100,200 300,200 300,400 100,400');
    expect(polygonBox(points)).toEqual({ minX: 100, minY: 200, maxX: 300, maxY: 400 });
    expect(polygonCentroid(points)).toEqual([200, 300]);
  });

  it('puts the centroid of an L shape inside its heavy part, not at the corner mean', () => {
    // A 4×4 square with a 3×3 bite out of its top right: a 1×3 bar on a 4×1 base (area 7).
    const [x, y] = polygonCentroid(parsePoints('0,0 1,0 1,3 4,3 4,4 0,4'));
    expect(x).toBeCloseTo((3 * 0.5 + 4 * 2) / 7, 5);
    expect(y).toBeCloseTo((3 * 1.5 + 4 * 3.5) / 7, 5);
    // The corner mean (5/3, 7/3) would sit higher and further right.
    expect(x).toBeLessThan(5 / 3);
    expect(y).toBeGreaterThan(7 / 3);
  });

  it('falls back to the mean for a degenerate outline', () => {
    expect(polygonCentroid(parsePoints('0,0 10,0 20,0'))).toEqual([10, 0]);
  });
});

describe('building texts', () => {
  it('agrees the free-lot count in Russian', () => {
    expect(buildingFreeText(1)).toBe(`1${NBSP}свободный лот`);
    expect(buildingFreeText(64)).toBe(`64${NBSP}свободных лота`);
    expect(buildingFreeText(11)).toBe(`11${NBSP}свободных лотов`);
    expect(buildingFreeText(0)).toBe('Свободных лотов нет');
  });

  it('names the building link with count, price, completion and the action', () => {
    expect(buildingLabel(building())).toBe(
      `Корпус 1: 64${NBSP}свободных лота, от${NBSP}81,1${NBSP}млн${NBSP}₽, Сдача 4 кв. 2027. Открыть шахматку`,
    );
    expect(buildingLabel(building({ lots_free: 0, min_price: null }))).toBe(
      'Корпус 1: Свободных лотов нет, Сдача 4 кв. 2027. Открыть шахматку',
    );
  });
});

describe('genplan markers', () => {
  it('places the badge at the centroid and the tooltip above the outline, in percent', () => {
    const [marker] = genplanMarkers({ width: 1000, height: 700, buildings: [building()] });
    expect(marker.badge).toEqual({ left: 20, top: 42.86 });
    expect(marker.tooltip).toEqual({ left: 20, top: 28.57, placement: 'above' });
    expect(marker.points).toBe('100,200 300,200 300,400 100,400');
    expect(marker.priceText).toBe(`от${NBSP}81,1${NBSP}млн${NBSP}₽`);
  });

  it('flips the tooltip below an outline at the top edge', () => {
    const [marker] = genplanMarkers({
      width: 1000,
      height: 700,
      buildings: [building({ polygon: '38,35 213,35 213,131 38,131' })],
    });
    expect(marker.tooltip).toEqual({ left: 12.55, top: 18.71, placement: 'below' });
  });

  it('shows no price for a sold-out building and drops outlines it cannot draw', () => {
    const markers = genplanMarkers({
      width: 1000,
      height: 700,
      buildings: [building({ lots_free: 0, min_price: 5_000_000 }), building({ id: 2, polygon: '1,2 3,4' })],
    });
    expect(markers).toHaveLength(1);
    expect(markers[0].priceText).toBe('');
  });
});
