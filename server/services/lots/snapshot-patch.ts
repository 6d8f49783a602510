/**
 * The catalogue right after an import (issue 32): the lots it touched read
 * again by id and laid over the current snapshot, instead of reading every
 * lot (~3 s at 200 000 lots on PGlite, over the 2 s the issue allows).
 *
 * The result is a new snapshot: projects, buildings and the other places
 * are shared, and so are the records of the lots left alone, except those
 * whose position moves (copied, not changed: a request still holding the old
 * snapshot reads its records as they were). It keeps the base's `version`, so
 * the next version check reloads everything in the background and that
 * reload stays the source of truth (a write the patch did not see, say).
 */
import { applyMortgageOffers, type LotProgram } from './mortgage-offers.ts';
import type { Json } from './lot-rows.ts';
import type { LotRecord, Snapshot } from './snapshot.ts';

/**
 * `ids`: every lot the import added, changed, sold or hid; `rows`: those of
 * them still shown (lotRowsById); `importVersion`: `catalog_version` as the
 * import's transaction left it, which names the patched data in `key`.
 */
export function patchSnapshot(
  base: Snapshot,
  ids: readonly number[],
  rows: readonly Json[][],
  programs: readonly LotProgram[],
  importVersion: number,
): Snapshot {
  const fresh = rows.flatMap((row) => base.reader.read(row) ?? []);
  // «В ипотеку от …» by the same rule as a full load: per lot, from its project's programmes and price.
  applyMortgageOffers(fresh, programs);
  fresh.sort((a, b) => a.id - b.id);

  const touched = new Set(ids);
  const lots: LotRecord[] = [];
  const place = (lot: LotRecord, isFresh: boolean) => {
    const index = lots.length;
    if (isFresh) lot.index = index;
    lots.push(isFresh || lot.index === index ? lot : { ...lot, index });
  };
  let next = 0;
  for (const lot of base.lots) {
    while (next < fresh.length && fresh[next]!.id < lot.id) place(fresh[next++]!, true);
    if (!touched.has(lot.id)) place(lot, false);
  }
  while (next < fresh.length) place(fresh[next++]!, true);

  return {
    ...base,
    key: `${base.key}+${importVersion}`,
    lots,
    byId: new Map(lots.map((lot) => [lot.id, lot])),
    memo: new Map(),
  };
}
