/**
 * A lot's prices, oldest first (issue 32), as the lot detail gives them:
 * `[{date, price}]`. The rows are written by the database itself (migration
 * 0006_lot_price_history). Kept per catalogue snapshot and lot: any write to
 * lots moves the catalogue's version (decision 006), so a new price is never
 * served from an old copy; at most MAX_KEPT lots are kept per snapshot.
 */
import { asc, eq } from 'drizzle-orm';
import type { PricePoint } from '../../../src/schemas/lots.ts';
import type { Db } from '../../db/client.ts';
import { lotPriceHistory } from '../../db/schema/index.ts';
import { keptRead } from '../kept-read.ts';
import type { Snapshot } from './snapshot.ts';

const MEMO_KEY = 'price-history';
const MAX_KEPT = 5000;

function readHistory(db: Db, lotId: number): Promise<PricePoint[]> {
  return db
    .select({ price: lotPriceHistory.newPrice, changedAt: lotPriceHistory.changedAt })
    .from(lotPriceHistory)
    .where(eq(lotPriceHistory.lotId, lotId))
    .orderBy(asc(lotPriceHistory.changedAt), asc(lotPriceHistory.id))
    .then((rows) => rows.map((row) => ({ date: row.changedAt.toISOString(), price: row.price })));
}

export function priceHistoryOf(db: Db, snapshot: Snapshot, lotId: number): Promise<PricePoint[]> {
  let kept = snapshot.memo.get(MEMO_KEY) as Map<number, Promise<PricePoint[]>> | undefined;
  if (!kept) snapshot.memo.set(MEMO_KEY, (kept = new Map()));
  if (kept.size >= MAX_KEPT && !kept.has(lotId)) kept.delete(kept.keys().next().value!);
  return keptRead(kept, lotId, () => readHistory(db, lotId));
}
