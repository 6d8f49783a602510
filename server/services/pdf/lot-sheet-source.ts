/**
 * Data of the PDF lot sheets, read the way `GET /api/{catalogue}/{id}/`
 * reads it (in-memory snapshot + the project's metro, `toDetail`), so the
 * sheet and the lot page never disagree. Sold lots are included: a
 * favourites list or an old link may still point at them.
 */
import type { Db } from '../../db/client.ts';
import { toDetail } from '../lots/cards.ts';
import { catalogueFor } from '../lots/catalogue.ts';
import { projectMetroEntries, publicEntry } from '../metro-entries.ts';
import { readSettings } from '../site-settings.ts';
import { phoneOrDefault, WORKING_HOURS_TEXT } from '../../../src/lib/contacts.ts';
import type { LotDetail } from '../../../src/schemas/lots.ts';
import type { SheetContext } from '../../../pdf/lot-sheet-types.ts';
import { moscowDateText } from '../../../pdf/lot-sheet-view.ts';

/** Lot details of the known ids, in the order asked; unknown ids are skipped. */
export async function loadLotDetails(db: Db, ids: readonly number[]): Promise<LotDetail[]> {
  const snapshot = await catalogueFor(db).current();
  const lots = ids.map((id) => snapshot.byId.get(id)).filter((lot) => lot !== undefined);
  if (lots.length === 0) return [];
  const metro = await projectMetroEntries(db, [...new Set(lots.map((lot) => lot.project.id))]);
  return lots.map((lot) => toDetail(snapshot, lot, (metro.get(lot.project.id) ?? []).map(publicEntry)));
}

/** Phone and hours from the site settings (the footer's), the fallbacks of spec §9 when empty. */
export async function loadSheetContext(db: Db, now: Date): Promise<SheetContext> {
  const { contacts } = await readSettings(db, ['contacts']);
  return {
    priceDate: now,
    phone: phoneOrDefault(contacts.phone),
    hours: contacts.work_time.trim() || WORKING_HOURS_TEXT,
  };
}

/**
 * What a sheet's bytes depend on, for the ETag: the lot's version, what it
 * shows besides the lot (metro, contacts) and the Moscow day of «Цена
 * действительна на» — tomorrow's copy must not be answered with 304.
 */
export function sheetVersionParts(lot: LotDetail, context: SheetContext): string[] {
  const metro = lot.metro.map((entry) => `${entry.metro_station.name}:${entry.time}:${entry.type.name}`).join(',');
  return [String(lot.id), lot.updated_at, metro, context.phone, context.hours, moscowDateText(context.priceDate)];
}
