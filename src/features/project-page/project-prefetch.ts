/**
 * A project page before its first render (decision 023): the calls of
 * `useProjectPageData`, with the same arguments — the blocks addressed by
 * slug at once, those needing the project's id (infrastructure, team, lots)
 * as soon as the project answers.
 */
import { settle, type HeldQuery, type Prefetch } from '@/lib/api/prefetch';
import { lotsApi } from '@/entities/lot/lots-api';
import { projectKindOf } from '@/entities/project/project-kind';
import { projectsApi, type ProjectRef } from '@/entities/project/projects-api';
import { projectLotsArgs } from './project-lots';

export const prefetchProjectPage: Prefetch = async ({ dispatch, params, route }) => {
  const ref: ProjectRef = { kind: projectKindOf(route), slug: params.slug ?? '' };
  const { endpoints } = projectsApi;
  const project = dispatch(endpoints.getProject.initiate(ref));
  const bySlug: HeldQuery[] = [
    project,
    dispatch(endpoints.getGenplan.initiate(ref)),
    dispatch(endpoints.getPanoramas.initiate(ref)),
    dispatch(endpoints.getConstructionProgress.initiate(ref)),
    dispatch(endpoints.getProjectDocuments.initiate(ref)),
  ];
  const { data } = await project;
  const byId: HeldQuery[] = data
    ? [
        dispatch(endpoints.getProjectInfra.initiate(data.id)),
        dispatch(endpoints.getProjectTeam.initiate(data.id)),
        dispatch(lotsApi.endpoints.getLots.initiate(projectLotsArgs(data))),
      ]
    : [];
  await settle([...bySlug, ...byId]);
};
