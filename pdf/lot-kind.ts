/**
 * Kind names for the sheet heading («Квартира № 125», «Машино-место № 12»).
 * The heading names the kind only; rooms go to their own row, so no
 * adjective has to agree with the noun here.
 */
import type { LotKindValue } from '../src/schemas/lots.ts';
import { HOME_KINDS } from '../src/lib/lot-kind-names.ts';

export { LOT_KIND_NAMES } from '../src/lib/lot-kind-names.ts';

/** «Студия», «Евро-2», «3»: the value of the «Комнат» row; '' when rooms do not apply. */
export function roomsValue(lot: { kind: LotKindValue; rooms: number | null; is_euro: boolean }): string {
  if (!HOME_KINDS.has(lot.kind) || lot.rooms === null || lot.rooms < 0) return '';
  if (lot.rooms === 0) return 'Студия';
  return lot.is_euro ? `Евро-${lot.rooms}` : String(lot.rooms);
}
