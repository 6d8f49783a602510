/**
 * Lot details for a multi-lot PDF (favourites): through RTK Query's `getLot`,
 * the same request the lot page makes, so the service worker answers it from
 * its copy offline (favourites are kept ahead of time, decision 011) and an
 * entry already in the store costs nothing. A few at a time; the lots that
 * cannot be had are reported, not fatal.
 */
import { catalogueOfKind } from '@/entities/lot/lot-catalogue';
import { lotsApi, type CachedLotDetail } from '@/entities/lot/lots-api';
import type { AppDispatch } from '@/lib/store/hooks';
import type { LotKindValue } from '@/schemas/lots';

export interface LotRef {
  id: number;
  kind: LotKindValue;
}

export interface LoadedLots {
  lots: CachedLotDetail[];
  /** Ids with no answer (offline without a kept copy, or gone from the catalogue). */
  missing: number[];
}

const BATCH = 4;

async function loadOne(dispatch: AppDispatch, ref: LotRef): Promise<CachedLotDetail | null> {
  const request = dispatch(lotsApi.endpoints.getLot.initiate({ catalogue: catalogueOfKind(ref.kind), id: ref.id }));
  try {
    return await request.unwrap();
  } catch {
    return null;
  } finally {
    request.unsubscribe();
  }
}

/** Details in the order asked. */
export async function loadLotDetails(dispatch: AppDispatch, refs: readonly LotRef[]): Promise<LoadedLots> {
  const found: Array<CachedLotDetail | null> = [];
  for (let start = 0; start < refs.length; start += BATCH) {
    found.push(...(await Promise.all(refs.slice(start, start + BATCH).map((ref) => loadOne(dispatch, ref)))));
  }
  return {
    lots: found.filter((lot): lot is CachedLotDetail => lot !== null),
    missing: refs.filter((_, index) => found[index] === null).map((ref) => ref.id),
  };
}
