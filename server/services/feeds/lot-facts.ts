/**
 * Facts about a lot both listing feeds state the same way: which lots go out
 * (the site's «в продаже», decision 031: status `free`, of a published
 * project, of the kinds the feed carries), the lot page's address, its
 * pictures as the image endpoint's raster addresses, its description, the
 * seller's phone, dates with the Moscow offset, and the street part of an
 * address. Each feed (yandex-realty.ts, cian.ts) maps them to its own words.
 */
import { formatArea, formatFloor } from '../../../src/lib/format/realty.ts';
import { telHref } from '../../../src/lib/contacts.ts';
import { imageUrl } from '../../../src/lib/image-url.ts';
import { isOnSale } from '../../../src/lib/on-sale.ts';
import type { LotKind } from '../../db/schema/enums.ts';
import { lotName } from '../format.ts';
import { planUrl } from '../lots/cards.ts';
import { lotPhotos } from '../lots/lot-photos.ts';
import type { LotRecord, Snapshot } from '../lots/snapshot.ts';
import type { FeedContext, FeedProject } from './feed-context.ts';

/** The lots a feed lists, in id order, one at a time (the snapshot is walked lazily, never copied). */
export function* lotsOnSale(
  snapshot: Snapshot,
  context: FeedContext,
  kinds: ReadonlySet<LotKind>,
): Generator<LotRecord> {
  for (const lot of snapshot.lots) {
    // An unpublished project keeps its lots out of the sitemap (seo/sitemap-sources.ts), and so out of the feeds.
    if (isOnSale(lot.status) && kinds.has(lot.kind) && context.projects.get(lot.project.id)?.published) yield lot;
  }
}

/** The lot page's canonical address (page-meta.ts, the sitemap): one address per lot whatever its kind. */
export function lotPageUrl(lot: Pick<LotRecord, 'id'>, origin: string): string {
  return `${origin}/lots/${lot.id}`;
}

/** Wide enough for a listing's gallery; the endpoint rasterises the site's SVG to PNG for clients without WebP. */
const FEED_IMAGE_WIDTH = 1280;
/** The project's hero and the first gallery pictures; a listing shows the lot's own pictures first. */
const PROJECT_PICTURES = 4;

export interface LotPictures {
  plan: string | null;
  /** The lot's interiors and window view, then the project's pictures. */
  photos: string[];
}

/** Absolute raster addresses, kept per media path: a few hundred plans and pictures serve every lot. */
export function pictureFinder(context: FeedContext): (lot: LotRecord) => LotPictures {
  const addresses = new Map<string, string>();
  const absolute = (path: string) => {
    let href = addresses.get(path);
    if (href === undefined) {
      href = new URL(imageUrl(path, { width: FEED_IMAGE_WIDTH }), context.origin).href;
      addresses.set(path, href);
    }
    return href;
  };
  return (lot) => {
    const project = context.projects.get(lot.project.id);
    const own = lotPhotos(lot, context.photoFiles).map((photo) => absolute(photo.image));
    const shared = (project?.pictures ?? []).slice(0, PROJECT_PICTURES).map(absolute);
    return { plan: lot.layout ? absolute(planUrl(lot.layout.id)) : null, photos: [...own, ...shared] };
  };
}

/** Moscow keeps UTC+3 all year since 26 October 2014, so a fixed offset is exact for any date a listing carries. */
const MOSCOW_OFFSET_MS = 3 * 3600_000;

/** `2026-11-27T14:03:05+03:00`: ISO 8601 with the offset both sites ask for. */
export function moscowDateTime(time: number | Date): string {
  const ms = typeof time === 'number' ? time : time.getTime();
  return `${new Date(ms + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

export interface RussianPhone {
  /** `+74951204567` (Yandex). */
  international: string;
  /** `4951204567`: the number after the country code (ЦИАН, with `CountryCode` +7). */
  national: string;
}

/** The site's phone as written for people (`+7 (495) 120-45-67`; a leading 8 counts as +7, spec §5). */
export function russianPhone(phone: string): RussianPhone {
  const international = telHref(phone).slice('tel:'.length);
  return { international, national: international.replace(/^\+7/, '') };
}

export const CITY = 'Москва';

/** `Москва, улица Лесная, 9` → street and house `улица Лесная, 9` (Yandex wants the city apart). */
export function streetAddress(address: string): string {
  const prefix = `${CITY},`;
  return address.startsWith(prefix) ? address.slice(prefix.length).trim() : address.trim();
}

/** «Корпус 2, секция 1»; a building without sections (townhouses, parking levels) is named alone. */
export function buildingPart(lot: LotRecord): string {
  return lot.section ? `${lot.building.name}, секция ${lot.section.number}` : lot.building.name;
}

function placeText(lot: LotRecord): string {
  return lot.floorNumber > 0
    ? `${formatFloor(lot.floorNumber, lot.floorsTotal)}`
    : `подземный уровень ${-lot.floorNumber}`;
}

/**
 * Plain text, one paragraph: what the lot is, where in the building, its
 * finishing and completion, then the project's own line. Built from the
 * lot's facts so it changes when they do; no HTML (both sites show it as text).
 */
export function lotDescription(lot: LotRecord, project: FeedProject | undefined): string {
  const parts = [
    `${lotName(lot.kind, lot.rooms, lot.isEuro)} ${formatArea(lot.area)} в «${lot.project.name}»: ${buildingPart(lot)}, ${placeText(lot)}.`,
    lot.finishing ? `${lot.finishing.name}.` : '',
    `${lot.building.completion.text}.`,
    project?.lead ? `${project.lead.replace(/[.!?…]+$/, '')}.` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Under construction, built but not yet handed over, or handed over (spec §4's four statuses in three). */
export function completionStage(lot: LotRecord): 'unfinished' | 'built' | 'handed-over' {
  const { status } = lot.building.completion;
  if (status === 'building') return 'unfinished';
  return status === 'built' ? 'built' : 'handed-over';
}
