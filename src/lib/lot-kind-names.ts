/**
 * Names of the lot kinds on their own («Квартира», «Машино-место»), shared by
 * the lot cards, the lot page heading, the PDF sheet and print so all say the same word.
 */
import type { LotKindValue } from '../schemas/lot-kinds';

export const LOT_KIND_NAMES: Record<LotKindValue, string> = {
  flat: 'Квартира',
  apartments: 'Апартаменты',
  townhouse: 'Таунхаус',
  parking: 'Машино-место',
  storage: 'Кладовая',
  commercial: 'Торговое помещение',
  office: 'Офис',
  premise: 'Помещение свободного назначения',
};

/** Homes are counted in rooms; a room count on an office or a parking space means nothing. */
export const HOME_KINDS: ReadonlySet<LotKindValue> = new Set(['flat', 'apartments', 'townhouse']);
