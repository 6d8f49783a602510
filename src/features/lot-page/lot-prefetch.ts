/**
 * A lot page before its first render (decision 023): the lot from the
 * catalogue its alias names (the other one after a 404, as `useLotDetail`
 * does) and, for commercial premises, the list that tells which kind of
 * project page the lot links to (`useProjectPath`).
 */
import { settle, type HeldQuery, type Prefetch } from '@/lib/api/prefetch';
import { lotsApi } from '@/entities/lot/lots-api';
import { COMMERCIAL_KINDS } from '@/entities/lot/lot-catalog';
import { projectsApi } from '@/entities/project/projects-api';
import { ALL_COMMERCIAL, catalogForAlias, isNotFound, parseLotId } from './use-lot-detail';

export const prefetchLotPage: Prefetch = async ({ dispatch, params, route }) => {
  const id = parseLotId(params.id);
  if (id === null) return;
  const first = catalogForAlias(route?.params?.kind);
  const primary = dispatch(lotsApi.endpoints.getLot.initiate({ catalog: first, id }));
  const { data, error } = await primary;
  const more: HeldQuery[] = [];
  if (isNotFound(error)) more.push(dispatch(lotsApi.endpoints.getLot.initiate({ catalog: first === 'apartments' ? 'commercials' : 'apartments', id })));
  if (data && COMMERCIAL_KINDS.has(data.kind)) more.push(dispatch(projectsApi.endpoints.getProjects.initiate(ALL_COMMERCIAL)));
  await settle([primary, ...more]);
};
