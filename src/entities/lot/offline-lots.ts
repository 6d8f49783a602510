/**
 * Lots a visitor can open without a network: the lot answers the service
 * worker keeps (decision 011), read straight from Cache Storage, which the
 * page may open too. Ordered by the visited list (newest first), then the
 * rest (favourites never opened) by the time they were stored.
 */
import { useEffect, useState } from 'react';
import { CACHED_AT_HEADER, LOT_DETAIL_PATH_RE, SW_CACHES } from '@/lib/sw-protocol';
import type { LotCard } from '@/schemas/lots';

export interface OfflineLot {
  lot: LotCard;
  cachedAt: string | null;
}

/** The offline screen shows a row of cards, not a catalogue. */
const LIMIT = 24;

async function readOfflineLots(visitedIds: readonly number[]): Promise<OfflineLot[]> {
  if (typeof caches === 'undefined' || !(await caches.has(SW_CACHES.lots))) return [];
  const cache = await caches.open(SW_CACHES.lots);
  const found = new Map<number, OfflineLot>();
  for (const request of await cache.keys()) {
    if (!LOT_DETAIL_PATH_RE.test(new URL(request.url).pathname)) continue;
    const response = await cache.match(request);
    if (!response) continue;
    try {
      const lot = (await response.json()) as LotCard;
      if (typeof lot?.id === 'number' && typeof lot.url === 'string')
        found.set(lot.id, { lot, cachedAt: response.headers.get(CACHED_AT_HEADER) });
    } catch {
      // A damaged copy is simply not offered.
    }
  }
  const rank = new Map(visitedIds.map((id, index) => [id, index]));
  return [...found.values()]
    .sort((a, b) => {
      const ra = rank.get(a.lot.id) ?? Infinity;
      const rb = rank.get(b.lot.id) ?? Infinity;
      if (ra !== rb) return ra - rb;
      return (b.cachedAt ?? '').localeCompare(a.cachedAt ?? '');
    })
    .slice(0, LIMIT);
}

/** Null while reading. */
export function useOfflineLots(visitedIds: readonly number[]): OfflineLot[] | null {
  const [lots, setLots] = useState<OfflineLot[] | null>(null);
  const key = visitedIds.join(',');
  useEffect(() => {
    let alive = true;
    const ids = key ? key.split(',').map(Number) : [];
    readOfflineLots(ids)
      .catch(() => [])
      .then((result) => {
        if (alive) setLots(result);
      });
    return () => {
      alive = false;
    };
  }, [key]);
  return lots;
}
