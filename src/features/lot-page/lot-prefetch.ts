/**
 * A lot page before its first render (decision 023): the lot from the
 * catalogue its alias names (the other one after a 404, as `useLotDetail`
 * does) and, for commercial premises, the list that tells which kind of
 * project page the lot links to (`useProjectPath`).
 */
import { settle, type HeldQuery, type Prefetch } from '@/lib/api/prefetch';
import type { AppDispatch } from '@/lib/store/hooks';
import { lotsApi, type CachedLotDetail } from '@/entities/lot/lots-api';
import { COMMERCIAL_KINDS } from '@/entities/lot/lot-catalogue';
import { projectsApi } from '@/entities/project/projects-api';
import { ALL_COMMERCIAL, catalogueForAlias, isNotFound, parseLotId } from './use-lot-detail';

/**
 * `useLotDetail(id, aliasKind)`'s reads: the lot from the catalogue the alias names, the other one
 * after a 404. Resolves with the lot (or nothing) and the queries to settle.
 */
export async function prefetchLotDetail(
  dispatch: AppDispatch,
  id: number,
  aliasKind: string | undefined,
): Promise<{ lot: CachedLotDetail | undefined; queries: HeldQuery[] }> {
  const first = catalogueForAlias(aliasKind);
  const primaryArgs = { catalogue: first, id };
  const queries: HeldQuery[] = [];
  // A miss already in the cache (the server's page being hydrated: the router runs a lazy route's
  // loader again) is not asked again: RTK Query would, for a failed read (useLotDetail keeps it too).
  const known = dispatch((_, getState) => lotsApi.endpoints.getLot.select(primaryArgs)(getState()));
  if (!(known.isError && isNotFound(known.error))) {
    const primary = dispatch(lotsApi.endpoints.getLot.initiate(primaryArgs));
    queries.push(primary);
    const { data, error } = await primary;
    if (!isNotFound(error)) return { lot: data, queries };
  }
  const other = dispatch(
    lotsApi.endpoints.getLot.initiate({ catalogue: first === 'apartments' ? 'commercials' : 'apartments', id }),
  );
  queries.push(other);
  return { lot: (await other).data, queries };
}

export const prefetchLotPage: Prefetch = async ({ dispatch, params, route }) => {
  const id = parseLotId(params.id);
  if (id === null) return;
  const { lot, queries } = await prefetchLotDetail(dispatch, id, route?.params?.kind);
  if (lot && COMMERCIAL_KINDS.has(lot.kind))
    queries.push(dispatch(projectsApi.endpoints.getProjects.initiate(ALL_COMMERCIAL)));
  await settle(queries);
};
