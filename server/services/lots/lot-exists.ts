/**
 * Whether a lot exists, for forms that name one (`POST /api/request/`). The
 * in-memory catalogue answers for every lot it holds, so a lead from a lot
 * page costs one query less; a lot it does not hold (added within the last
 * second, or of an unpublished project) is looked up in the database. A lot a
 * full import hid (issue 32) is not there for visitors.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lots } from '../../db/schema/lots.ts';
import { catalogueFor } from './catalogue.ts';

export async function lotExists(db: Db, id: number): Promise<boolean> {
  const snapshot = await catalogueFor(db)
    .current()
    .catch(() => null);
  if (snapshot?.byId.has(id)) return true;
  const rows = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.id, id), eq(lots.hidden, false)))
    .limit(1);
  return rows.length > 0;
}
