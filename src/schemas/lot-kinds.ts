/**
 * The kinds of lot and which of them are commercial, once, without zod
 * (decision 015): the database enum, the contracts (lots.ts re-exports
 * them), the start-up bundle (on-sale, saved lists), the catalogue screens
 * and the server's catalogues read these. Kept apart from the filter words
 * (lot-vocabulary.ts) so the start-up bundle carries only these few.
 */

export const LOT_KINDS = [
  'flat',
  'apartments',
  'parking',
  'storage',
  'commercial',
  'office',
  'premise',
  'townhouse',
] as const;
export type LotKindValue = (typeof LOT_KINDS)[number];

/** Commercial premises (spec §2): served by `/api/commercials/`, everything else by `/api/apartments/`. */
export const COMMERCIAL_KINDS = ['commercial', 'office', 'premise'] as const satisfies readonly LotKindValue[];
export type CommercialKind = (typeof COMMERCIAL_KINDS)[number];
export const isCommercialKind = (kind: string): kind is CommercialKind =>
  (COMMERCIAL_KINDS as readonly string[]).includes(kind);
