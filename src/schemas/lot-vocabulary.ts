/**
 * The words of the lot catalogue's filters, without zod (decision 015): the
 * `type`/`property_type`/`rooms`/`status` values and the orderings (the lot
 * kinds are in lot-kinds.ts). One list each: the contracts (lots.ts
 * re-exports them), the filter table (lot-filters.ts), the browser's URL
 * check, the catalogue screens and the server's catalogue all read these.
 */

export const PROPERTY_TYPES = ['flat', 'apartments'] as const;
/** `commercials` = commercial + premise + office (spec §2 compare screen). */
export const LOT_TYPES = ['parking', 'storage', 'townhouse', 'commercials', 'commercial', 'premise', 'office'] as const;
/** Plain room counts and euro layouts are disjoint: `2` is a classic two-room lot, `e2` a euro one. */
export const ROOM_VALUES = ['studio', '1', '2', '3', '4+', 'e2', 'e3', 'e4'] as const;
export const LIST_STATUSES = ['free', 'BOOKED'] as const;
export const LOT_ORDERINGS = [
  'price',
  '-price',
  'price_per_m2',
  '-price_per_m2',
  'area',
  '-area',
  'floor',
  '-floor',
  'completion',
  '-completion',
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type LotType = (typeof LOT_TYPES)[number];
export type RoomValue = (typeof ROOM_VALUES)[number];
export type ListStatus = (typeof LIST_STATUSES)[number];
export type LotOrdering = (typeof LOT_ORDERINGS)[number];
