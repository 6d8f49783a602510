import { describe, expect, it } from 'vitest';
import type { InfraItem } from '@/schemas/projects';
import { bearing, groupInfra, radarPoints, radarRings } from './infra-model';

const project = { lat: 55.74, lng: 37.6 };
const item = (overrides: Partial<InfraItem>): InfraItem => ({
  id: 1,
  project_id: 1,
  type: 'school',
  type_name: 'Школы',
  name: 'Гимназия',
  description: null,
  lat: project.lat,
  lng: project.lng,
  time_walk: 5,
  image: null,
  ...overrides,
});

describe('infrastructure groups', () => {
  it('follows the type order of the API, nearest first, and drops empty types', () => {
    const far = item({ id: 1, time_walk: 12 });
    const near = item({ id: 2, time_walk: 4 });
    const park = item({ id: 3, type: 'park', type_name: 'Парки' });
    const groups = groupInfra({
      types: [
        { type: 'park', type_name: 'Парки', count: 1 },
        { type: 'school', type_name: 'Школы', count: 2 },
        { type: 'clinic', type_name: 'Медицина', count: 0 },
      ],
      results: [far, park, near],
    });
    expect(groups.map((group) => [group.name, group.items.map((entry) => entry.id)])).toEqual([
      ['Парки', [3]],
      ['Школы', [2, 1]],
    ]);
  });
});

describe('walking radar', () => {
  it('draws rings every five minutes up to the farthest object', () => {
    expect(radarRings([{ time_walk: 4 }, { time_walk: 12 }])).toEqual([5, 10, 15]);
    expect(radarRings([])).toEqual([5]);
  });

  it('puts north up and east right, corrected for latitude', () => {
    expect(bearing(project, { lat: 55.75, lng: 37.6 })).toBeCloseTo(0);
    expect(bearing(project, { lat: 55.74, lng: 37.61 })).toBeCloseTo(Math.PI / 2);
    // Equal degree steps north and east: east is shorter at this latitude, so the bearing is under 45°.
    expect(bearing(project, { lat: 55.75, lng: 37.61 })).toBeLessThan(Math.PI / 4);
  });

  it('places objects by walking time on the outer ring scale and numbers them as the list does', () => {
    const north = item({ id: 1, lat: 55.75, time_walk: 15 });
    const east = item({ id: 2, lng: 37.61, time_walk: 5 });
    const points = radarPoints(project, [north, east], [east, north]);
    expect(points[0]).toMatchObject({ index: 2, x: 0, y: -1 });
    expect(points[1]).toMatchObject({ index: 1, x: 0.333, y: 0 });
  });
});
