/**
 * View model of the infrastructure block: objects grouped by type (in the
 * API's type order, nearest first inside a group) and a map-less «walking
 * radar» — the project in the centre, each object at its real bearing and at
 * a distance proportional to its walking time, with rings every 5 minutes.
 * No map tiles, no third-party keys.
 */
import type { InfraItem, InfraType, ProjectInfra } from '@/schemas/projects';

export interface InfraGroup {
  type: InfraType;
  name: string;
  items: InfraItem[];
}

export interface RadarPoint {
  item: InfraItem;
  /** Number shared by the dot and the list entry. */
  index: number;
  /** Position in a box from -1 to 1 (y grows downwards, north is up). */
  x: number;
  y: number;
}

const RING_STEP_MINUTES = 5;

export function groupInfra(infra: Pick<ProjectInfra, 'types' | 'results'>): InfraGroup[] {
  return infra.types
    .map((type) => ({
      type: type.type,
      name: type.type_name,
      items: infra.results.filter((item) => item.type === type.type).sort((a, b) => a.time_walk - b.time_walk),
    }))
    .filter((group) => group.items.length > 0);
}

/** Ring radii in minutes: 5, 10, … up to the farthest object (at least one ring). */
export function radarRings(items: readonly Pick<InfraItem, 'time_walk'>[]): number[] {
  const farthest = Math.max(RING_STEP_MINUTES, ...items.map((item) => item.time_walk));
  const count = Math.ceil(farthest / RING_STEP_MINUTES);
  return Array.from({ length: count }, (_, index) => (index + 1) * RING_STEP_MINUTES);
}

/**
 * Bearing from the project to an object on a local flat projection: a degree
 * of longitude shrinks by cos(latitude), which matters at Moscow's 55.7°.
 */
export function bearing(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const dx = (to.lng - from.lng) * Math.cos((from.lat * Math.PI) / 180);
  const dy = to.lat - from.lat;
  return Math.atan2(dx, dy);
}

/** Radar points of `items` numbered by their place in `order` (the list numbering). */
export function radarPoints(
  project: { lat: number; lng: number },
  items: readonly InfraItem[],
  order: readonly InfraItem[] = items,
): RadarPoint[] {
  const outer = radarRings(items).at(-1) ?? RING_STEP_MINUTES;
  return items.map((item) => {
    const angle = bearing(project, item);
    const radius = Math.min(1, item.time_walk / outer);
    // `|| 0` turns -0 into 0: it prints as «-0» in SVG attributes and tests.
    const round = (value: number) => Math.round(value * 1000) / 1000 || 0;
    return {
      item,
      index: order.indexOf(item) + 1,
      x: round(Math.sin(angle) * radius),
      y: round(-Math.cos(angle) * radius),
    };
  });
}
