/**
 * Closed vocabularies of the domain as PostgreSQL enums: the database refuses
 * a typo, and the TypeScript types follow from the same lists.
 */
import { pgEnum } from 'drizzle-orm/pg-core';
import { LOT_KINDS } from '../../../src/schemas/lot-kinds.ts';

export const PROJECT_KINDS = ['residential', 'commercial'] as const;
export const projectKind = pgEnum('project_kind', PROJECT_KINDS);

/** Spec §4: built, ready, hand_over have texts; `building` shows «Сдача N кв. YYYY». */
export const COMPLETION_STATUSES = ['building', 'built', 'ready', 'hand_over'] as const;
export const completionStatus = pgEnum('completion_status', COMPLETION_STATUSES);

/** Spec §1, §2: every lot type reachable by a detail route or a catalogue filter (one list with the contracts). */
export { LOT_KINDS };
export const lotKind = pgEnum('lot_kind', LOT_KINDS);
export type LotKind = (typeof LOT_KINDS)[number];

/** Spec §3: the API speaks `BOOKED` in capitals, so the database does too. */
export const LOT_STATUSES = ['free', 'BOOKED', 'sold'] as const;
export const lotStatus = pgEnum('lot_status', LOT_STATUSES);
export type LotStatus = (typeof LOT_STATUSES)[number];

export const METRO_TRANSPORTS = ['walk', 'transport'] as const;
export const metroTransport = pgEnum('metro_transport', METRO_TRANSPORTS);

export const ARTICLE_KINDS = ['news', 'press', 'promo', 'charity', 'media', 'owners_guide'] as const;
export const articleKind = pgEnum('article_kind', ARTICLE_KINDS);
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Press sub-type: `about_us` feeds the «Пресса о нас» block (spec §3, §4). */
export const PRESS_TYPES = ['about_us', 'news', 'publication'] as const;
export const pressType = pgEnum('press_type', PRESS_TYPES);

export const INFRASTRUCTURE_TYPES = [
  'school',
  'kindergarten',
  'park',
  'sport',
  'shop',
  'restaurant',
  'clinic',
  'culture',
] as const;
export const infrastructureType = pgEnum('infrastructure_type', INFRASTRUCTURE_TYPES);

export const MEDIA_KINDS = ['photo', 'video'] as const;
export const mediaKind = pgEnum('media_kind', MEDIA_KINDS);

export const PARTNERSHIP_KINDS = ['brokers', 'investors', 'landowners'] as const;
export const partnershipKind = pgEnum('partnership_kind', PARTNERSHIP_KINDS);

export const TENDER_STATUSES = ['open', 'summing_up', 'closed'] as const;
export const tenderStatus = pgEnum('tender_status', TENDER_STATUSES);

/** Outbound delivery of a form submission to the CRM / mail, retried with back-off. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const deliveryStatus = pgEnum('delivery_status', DELIVERY_STATUSES);
