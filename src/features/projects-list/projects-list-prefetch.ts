/**
 * `/projects` and `/projects-commercial` before their first render (decision
 * 023): the cards and the facets filtered as the address says, with the
 * arguments of the list's own hooks (`projectsListArgs`).
 */
import { settle, type Prefetch } from '@/lib/api/prefetch';
import { projectKindOf } from '@/entities/project/project-kind';
import { projectsApi, type ProjectKind } from '@/entities/project/projects-api';
import { parseProjectFilters, projectFiltersQuery, type ProjectListFilters } from './project-filters-model';

/** What `getProjects` and `getProjectFacets` are asked with: the list and its prefetch share it. */
export const projectsListArgs = (kind: ProjectKind, filters: ProjectListFilters) => ({
  kind,
  filters: projectFiltersQuery(filters),
});

export const prefetchProjectsList: Prefetch = ({ dispatch, url, route }) => {
  const args = projectsListArgs(projectKindOf(route), parseProjectFilters(url.search));
  return settle([
    dispatch(projectsApi.endpoints.getProjects.initiate(args)),
    dispatch(projectsApi.endpoints.getProjectFacets.initiate(args)),
  ]);
};
