import { describe, expect, it } from 'vitest';
import { fitProjection, pathThrough, twoGisUrl, yandexMapsUrl } from './map-geometry';

const sales = { lat: 55.7427, lon: 37.6009 };
const head = { lat: 55.7496, lon: 37.5376 };

describe('fitProjection', () => {
  it('puts every point inside the box with room around it', () => {
    const projection = fitProjection([sales, head], 800, 500);
    for (const point of [sales, head]) {
      const { x, y } = projection.project(point);
      expect(x).toBeGreaterThan(40);
      expect(x).toBeLessThan(760);
      expect(y).toBeGreaterThan(40);
      expect(y).toBeLessThan(460);
    }
  });

  it('keeps true proportions: east is right, north is up, a kilometre is a kilometre both ways', () => {
    const projection = fitProjection([sales, head], 800, 500);
    const a = projection.project(sales);
    const b = projection.project(head);
    expect(a.x).toBeGreaterThan(b.x);
    expect(a.y).toBeGreaterThan(b.y);
    // About 4 km apart (3.99 by the haversine formula).
    const km = Math.hypot(a.x - b.x, a.y - b.y) / projection.scale;
    expect(km).toBeGreaterThan(3.9);
    expect(km).toBeLessThan(4.1);
  });

  it('does not zoom to street level for one point and centres it', () => {
    const projection = fitProjection([sales], 800, 500);
    expect(projection.project(sales)).toEqual({ x: 400, y: 250 });
    expect(800 / projection.scale).toBeGreaterThanOrEqual(4);
  });

  it('draws a path through points', () => {
    const projection = fitProjection([sales], 800, 500);
    expect(pathThrough(projection, [sales, sales])).toBe('M400 250 L400 250');
  });
});

describe('map links', () => {
  it('open the point in Yandex Maps and 2GIS, longitude first', () => {
    expect(yandexMapsUrl(sales)).toBe('https://yandex.ru/maps/?pt=37.600900,55.742700&z=16&l=map');
    expect(twoGisUrl(sales)).toBe('https://2gis.ru/geo/37.600900,55.742700');
  });
});
