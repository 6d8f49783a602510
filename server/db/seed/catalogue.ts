/** Shape of a seeded project: facts for the page plus the parameters the lot generator uses. */
import type { COMPLETION_STATUSES, INFRASTRUCTURE_TYPES } from '../schema/enums.ts';

/** Flat types on a floor plate: studio, 1-room, euro 2-room (kitchen-living + bedroom)… */
export type FlatType = 'S' | '1' | '2E' | '2' | '3E' | '3' | '4';

export interface BuildingPlan {
  status: (typeof COMPLETION_STATUSES)[number];
  quarter: 1 | 2 | 3 | 4;
  /** Years after the seed anchor's year (negative: already completed). */
  yearOffset: number;
}

export interface ProjectSeed {
  slug: string;
  name: string;
  kind: 'residential' | 'commercial';
  district: string;
  address: string;
  lat: number;
  lng: number;
  class: string;
  lead: string;
  /** Paragraphs. */
  description: string[];
  clickable: boolean;
  finished: boolean;
  /** `[line code, station, minutes, transport]`. */
  metro: Array<[string, string, number, 'walk' | 'transport']>;
  infrastructure: Array<[(typeof INFRASTRUCTURE_TYPES)[number], string, number]>;
  /** What the windows look at, best first; low floors see only the first «inner» ones. */
  views: { near: string[]; far: string[] };
  /** Relative share of the seeded lots; 0: sales not open, no lots. */
  weight: number;
  mainKind: 'flat' | 'apartments' | 'office';
  floors: [number, number];
  /** Flat types around one typical floor; offices use its length as units per floor. */
  plate: FlatType[];
  sectionsPerBuilding: number;
  /** Thousand roubles per m² for the main lots. */
  pricePerM2: [number, number];
  /** Million roubles. */
  parkingPrice: [number, number];
  storagePrice: [number, number];
  ceiling: number;
  finishings: string[];
  /** Shops and cafés on the ground floor. */
  retail: boolean;
  townhouses?: number;
  /** Cycled over the buildings in order. */
  completions: BuildingPlan[];
  /** Sky, dusk and façade colours of the generated pictures. */
  palette: [string, string, string];
}
