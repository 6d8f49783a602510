/**
 * Announced maintenance for the runtime config, read from the same
 * `maintenance` site setting and with the same rule as `/api/tech/` (a past
 * end time is no announcement), so the first page and the API agree.
 */
import type { Db } from '../db/client.ts';
import { readSettingsCached } from '../services/site-settings.ts';

export async function readMaintenanceUntil(db: Db, now = Date.now()): Promise<string | null> {
  // Every page view asks: kept a second, dropped by writeSetting (services/site-settings.ts).
  const { maintenance } = await readSettingsCached(db, ['maintenance']);
  const until = maintenance.until ? new Date(maintenance.until) : null;
  return until && until.getTime() > now ? until.toISOString() : null;
}
