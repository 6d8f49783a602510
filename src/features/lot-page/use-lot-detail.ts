/**
 * Loads one lot from the right catalogue. The alias decides where to look
 * first (`/commercials/{id}` → `/api/commercials/{id}/`); `/lots/{id}` says
 * nothing, so it starts with the residential catalogue, which also holds
 * parking and storage. A 404 there (or a lot opened under the wrong alias,
 * e.g. an old link) falls back to the other catalogue before giving up.
 */
import { useDeferredValue, useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { lotsApi, useGetLotQuery, type CachedLotDetail, type LotCatalogue } from '@/entities/lot/lots-api';
import { useGetProjectsQuery } from '@/entities/project/projects-api';
import { COMMERCIAL_KINDS, COMMERCIAL_TYPES } from '@/entities/lot/lot-catalogue';
import { loadFailureKind } from '@/lib/load-failure';
import type { LotDetail } from '@/schemas/lots';

/** Route `kind` params (spec §2 aliases) served by `/api/commercials/`: the commercial `type` filter values. */
export function catalogueForAlias(kind: string | undefined): LotCatalogue {
  return kind !== undefined && (COMMERCIAL_TYPES as ReadonlySet<string>).has(kind) ? 'commercials' : 'apartments';
}

/** Positive whole numbers only: `/lots/abc` never reaches the API. */
export function parseLotId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const isNotFound = (error: unknown): boolean => (error as FetchBaseQueryError | undefined)?.status === 404;

export type LotDetailState =
  | { state: 'loading' }
  | { state: 'not-found' }
  /** `offline`: the request never got an answer and the worker keeps no copy of this lot. */
  | { state: 'error'; retry: () => void; offline: boolean; error: unknown }
  | { state: 'ready'; lot: CachedLotDetail };

export function useLotDetail(id: number | null, aliasKind: string | undefined): LotDetailState {
  const first = catalogueForAlias(aliasKind);
  const second: LotCatalogue = first === 'apartments' ? 'commercials' : 'apartments';
  const primaryArgs = { catalogue: first, id: id ?? 0 };
  // A miss already known (the route's prefetch, the server's page): a new subscription to a failed
  // read asks it again (RTK Query retries errors on subscribing), which costs the server a second
  // render pass and the browser a second 404. The miss is remembered for this address instead,
  // so the read stays unsubscribed even once its cache entry has expired.
  const key = `${first}/${id}`;
  const known = lotsApi.endpoints.getLot.useQueryState(primaryArgs, { skip: id === null });
  const [missedKey, setMissedKey] = useState<string | null>(null);
  const knownMiss = missedKey === key || (known.isError && isNotFound(known.error));
  if (knownMiss && missedKey !== key) setMissedKey(key);
  const primary = useGetLotQuery(primaryArgs, { skip: id === null || knownMiss });
  const missed = knownMiss || (primary.isError && isNotFound(primary.error));
  const fallback = useGetLotQuery({ catalogue: second, id: id ?? 0 }, { skip: id === null || !missed });
  const active = missed ? fallback : primary;

  // `currentData`, not `data`: after a click on a similar lot the old lot must not linger under the new address.
  const current = active.currentData;
  // The store's update renders in one uninterruptible task; the page is drawn in the background
  // instead, in slices (decision 020). Meanwhile another lot's page is never shown under this address.
  const deferred = useDeferredValue(current);
  const lot = deferred && current && deferred.id === current.id ? deferred : undefined;

  if (id === null || (missed && fallback.isError && isNotFound(fallback.error))) return { state: 'not-found' };
  if (lot) return { state: 'ready', lot };
  if (active.isError) {
    // A 5xx is the server's failure, not a lost connection (issue 30): only no answer at all, or an offline device, is «offline».
    return {
      state: 'error',
      retry: () => void active.refetch(),
      offline: loadFailureKind(active.error) === 'offline',
      error: active.error,
    };
  }
  return { state: 'loading' };
}

/** The unfiltered list, as the /projects-commercial screen asks for it: one cache entry for both. */
export const ALL_COMMERCIAL = { kind: 'commercial', filters: {} } as const;

/**
 * Page of the lot's project. A lot card names its project by slug only.
 * Homes are always in a residential project (`/projects/{slug}`), but
 * commercial premises sit in both kinds: retail on the ground floor of a
 * house, or offices in a business centre (`/projects-commercial/{slug}`).
 * The short list of commercial projects tells them apart; it is asked only
 * for commercial lots. Null while unknown: a link that changes under the
 * pointer could lead to a 404.
 */
export function useProjectPath(lot: Pick<LotDetail, 'kind' | 'project'> | undefined): string | null {
  const commercial = lot !== undefined && COMMERCIAL_KINDS.has(lot.kind);
  const { data, isError } = useGetProjectsQuery(ALL_COMMERCIAL, { skip: !commercial });
  if (!lot || (commercial && !data && !isError)) return null;
  const business = data?.results.find((project) => project.slug === lot.project.slug);
  return business?.url ?? `/projects/${encodeURIComponent(lot.project.slug)}`;
}
