/**
 * A tile-free schematic map (the CSP admits no third-party scripts or
 * images): points in degrees → SVG coordinates on a local flat projection,
 * which is exact enough within a city (a few metres over 10 km). Pure.
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface Projection {
  width: number;
  height: number;
  /** SVG units per kilometre. */
  scale: number;
  project(point: GeoPoint): { x: number; y: number };
}

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON_EQUATOR = 111.32;

/**
 * Fits `points` into a `width`×`height` box with `paddingKm` around them and
 * at least `minSpanKm` across, so one office alone is not drawn at street scale.
 */
export function fitProjection(
  points: readonly GeoPoint[],
  width: number,
  height: number,
  { paddingKm = 1.2, minSpanKm = 4 } = {},
): Projection {
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  const center = points.length
    ? { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lon: (Math.min(...lons) + Math.max(...lons)) / 2 }
    : { lat: 55.752, lon: 37.6175 };
  const kmPerLon = KM_PER_DEGREE_LON_EQUATOR * Math.cos((center.lat * Math.PI) / 180);
  const toKm = (point: GeoPoint) => ({
    x: (point.lon - center.lon) * kmPerLon,
    y: (center.lat - point.lat) * KM_PER_DEGREE_LAT,
  });
  const km = points.map(toKm);
  const spanX = Math.max(minSpanKm, ...km.map((p) => Math.abs(p.x) * 2)) + paddingKm * 2;
  const spanY = Math.max(minSpanKm * (height / width), ...km.map((p) => Math.abs(p.y) * 2)) + paddingKm * 2;
  const scale = Math.min(width / spanX, height / spanY);
  return {
    width,
    height,
    scale,
    project(point) {
      const p = toKm(point);
      return { x: round(width / 2 + p.x * scale), y: round(height / 2 + p.y * scale) };
    },
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** SVG path through the points (a river, a road). */
export function pathThrough(projection: Projection, points: readonly GeoPoint[]): string {
  return points
    .map((point, index) => {
      const { x, y } = projection.project(point);
      return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join(' ');
}

/** «Открыть в Яндекс Картах»: a pin at the point. Longitude comes first in both services' addresses. */
export function yandexMapsUrl({ lat, lon }: GeoPoint): string {
  return `https://yandex.ru/maps/?pt=${lon.toFixed(6)},${lat.toFixed(6)}&z=16&l=map`;
}

export function twoGisUrl({ lat, lon }: GeoPoint): string {
  return `https://2gis.ru/geo/${lon.toFixed(6)},${lat.toFixed(6)}`;
}
