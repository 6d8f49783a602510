/**
 * Landmarks the schematic map draws for orientation: the Kremlin, the
 * Garden and Third rings as circles (their real shapes are close to it at
 * this scale) and the Moskva river through the centre, traced coarsely.
 */
import type { GeoPoint } from './map-geometry';

export const KREMLIN: GeoPoint = { lat: 55.752, lon: 37.6175 };

/** Mean radii in kilometres. */
export const RINGS = [
  { name: 'Садовое кольцо', short: 'Садовое кольцо', radiusKm: 2.2 },
  { name: 'Третье транспортное кольцо', short: 'ТТК', radiusKm: 5.2 },
] as const;

/** Where the river's name is written: on the bend by Luzhniki, clear of the offices. */
export const RIVER_LABEL_AT: GeoPoint = { lat: 55.7235, lon: 37.5985 };

export const MOSKVA_RIVER: readonly GeoPoint[] = [
  { lat: 55.7605, lon: 37.505 },
  { lat: 55.7555, lon: 37.5305 },
  { lat: 55.7475, lon: 37.5435 },
  { lat: 55.7415, lon: 37.5575 },
  { lat: 55.7305, lon: 37.5575 },
  { lat: 55.7175, lon: 37.5515 },
  { lat: 55.7105, lon: 37.5615 },
  { lat: 55.7165, lon: 37.5815 },
  { lat: 55.7285, lon: 37.5935 },
  { lat: 55.7385, lon: 37.6015 },
  { lat: 55.7465, lon: 37.6085 },
  { lat: 55.7495, lon: 37.6195 },
  { lat: 55.7475, lon: 37.6365 },
  { lat: 55.7395, lon: 37.6505 },
  { lat: 55.7295, lon: 37.6605 },
  { lat: 55.7165, lon: 37.6705 },
];
