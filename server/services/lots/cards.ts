/** Public shapes of a lot (card, detail, шахматка cell) built from the in-memory record. */
import type { ChessLot } from '../../../src/schemas/lot-structure.ts';
import type { LotCard, LotDetail, LotPhoto, MetroEntry, PricePoint } from '../../../src/schemas/lots.ts';
import { MEDIA_URL_PREFIX } from '../../db/schema/site.ts';
import type { LotKind } from '../../db/schema/enums.ts';
import { CATALOGUE_KINDS } from './filters.ts';
import type { LotRecord, Snapshot } from './snapshot.ts';

/** Spec §2 detail aliases; parking and storage have none and open under /lots/{id}. */
const ALIASES: Partial<Record<LotKind, string>> = {
  flat: 'flat',
  apartments: 'apartments',
  commercial: 'commercials',
  office: 'office',
  townhouse: 'townhouse',
  premise: 'premise',
};

export function lotUrl(lot: Pick<LotRecord, 'id' | 'kind'>): string {
  return `/${ALIASES[lot.kind] ?? 'lots'}/${lot.id}`;
}

export function planUrl(layoutId: number): string {
  return `${MEDIA_URL_PREFIX}plans/${layoutId}.svg`;
}

export function toCard(lot: LotRecord): LotCard {
  return {
    id: lot.id,
    kind: lot.kind,
    number: lot.number,
    rooms: lot.rooms,
    is_euro: lot.isEuro,
    area: lot.area,
    floor_number: lot.floorNumber,
    floors_total: lot.floorsTotal,
    price: lot.price,
    old_price: lot.oldPrice,
    price_per_m2: lot.pricePerM2,
    min_mortgage: lot.minMortgage,
    status: lot.status,
    project: { id: lot.project.id, slug: lot.project.slug, name: lot.project.name },
    building_number: lot.building.number,
    section_number: lot.section?.number ?? null,
    completion: lot.building.completion,
    finishing_name: lot.finishing?.name ?? null,
    plan: lot.layout ? planUrl(lot.layout.id) : null,
    advantage: lot.advantage,
    url: lotUrl(lot),
  };
}

export function toChessLot(lot: LotRecord, matches: boolean): ChessLot {
  return {
    id: lot.id,
    number: lot.number,
    kind: lot.kind,
    rooms: lot.rooms,
    is_euro: lot.isEuro,
    status: lot.status,
    price: lot.price,
    area: lot.area,
    matches,
    url: lotUrl(lot),
  };
}

/** Lots grouped once per snapshot, so a lot page does not scan every lot (issue 31: a render at 20 000 lots). */
function groupedOnce(
  snapshot: Snapshot,
  name: string,
  keyOf: (lot: LotRecord) => string | null,
): Map<string, LotRecord[]> {
  const cached = snapshot.memo.get(name) as Map<string, LotRecord[]> | undefined;
  if (cached) return cached;
  const groups = new Map<string, LotRecord[]>();
  for (const lot of snapshot.lots) {
    const key = keyOf(lot);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(lot);
    else groups.set(key, [lot]);
  }
  snapshot.memo.set(name, groups);
  return groups;
}

const similarKey = (lot: LotRecord) => `${lot.project.id} ${lot.kind} ${lot.roomsKey}`;

/** Up to 6 lots on sale like this one: same project and kind, same rooms when it has any, nearest in price. */
function similarLots(snapshot: Snapshot, lot: LotRecord): LotRecord[] {
  const kinds = CATALOGUE_KINDS.all;
  if (!kinds.has(lot.kind)) return [];
  const group = groupedOnce(snapshot, 'similar-groups', similarKey).get(similarKey(lot)) ?? [];
  return group
    .filter((other) => other.id !== lot.id && other.status !== 'sold')
    .sort((a, b) => Math.abs(a.price - lot.price) - Math.abs(b.price - lot.price) || a.id - b.id)
    .slice(0, 6);
}

/** The lots drawn on a floor plan: the floor's lots that have a polygon. */
function floorNeighbours(snapshot: Snapshot, floorId: number | null): LotRecord[] {
  if (floorId === null) return [];
  const groups = groupedOnce(snapshot, 'floor-groups', (other) =>
    other.floorId === null || other.polygon === null ? null : String(other.floorId),
  );
  return [...(groups.get(String(floorId)) ?? [])];
}

/** Lot numbers sort naturally: «2» before «10», «М-2» before «М-10». */
export function byNumber(a: LotRecord, b: LotRecord): number {
  return a.number.localeCompare(b.number, 'ru', { numeric: true }) || a.id - b.id;
}

/** `photos` from lot-photos.ts, `priceHistory` from price-history.ts; the PDF sheet, which prints neither, leaves them out. */
export function toDetail(
  snapshot: Snapshot,
  lot: LotRecord,
  metro: MetroEntry[],
  photos: LotPhoto[] = [],
  priceHistory: PricePoint[] = [],
): LotDetail {
  const neighbours = floorNeighbours(snapshot, lot.floorId);
  return {
    ...toCard(lot),
    living_area: lot.livingArea,
    kitchen_area: lot.kitchenArea,
    bathroom_area: lot.bathroomArea,
    ceiling_height: lot.ceiling,
    balcony: lot.balcony,
    dressing_room: lot.dressingRoom,
    terrace: lot.terrace,
    directions_of_view: lot.directions.map((name) => ({ name })),
    unification: lot.unification,
    layout_name: lot.layout?.name ?? null,
    finishing_id: lot.finishing?.id ?? null,
    district: lot.project.district,
    address: lot.project.address,
    project_name: lot.project.name,
    metro,
    floor: {
      id: lot.floorId,
      number: lot.floorNumber,
      view_box: '0 0 1000 600',
      polygon: lot.polygon,
      lots: neighbours.sort(byNumber).map((other) => ({
        id: other.id,
        number: other.number,
        status: other.status,
        polygon: other.polygon as string,
      })),
    },
    building: {
      id: lot.building.id,
      number: lot.building.number,
      name: lot.building.name,
      floors_total: lot.building.floorsTotal,
    },
    section: lot.section ? { id: lot.section.id, number: lot.section.number } : null,
    similar: similarLots(snapshot, lot).map(toCard),
    photos,
    price_history: priceHistory,
    updated_at: lot.updatedAt,
  };
}
