/**
 * Project calls of spec §7 on the one API slice: residential projects under
 * `/api/projects/`, commercial ones under `/api/commercial_projects/`, both
 * with the same list, facets, `{id}/` and page blocks (an id or a slug fits
 * `{id}`, so the page asks by the slug of its URL). Infrastructure and team
 * are keyed by the numeric project id.
 */
import { api } from '@/lib/api/api';
import type { QueryInput } from '@/lib/query-string';
import type { DocumentItem } from '@/schemas/documents';
import type { BuildingDetail } from '@/schemas/lot-structure';
import type {
  ConstructionProgress,
  Genplan,
  Panorama,
  ProjectDetail,
  ProjectFacets,
  ProjectInfra,
  ProjectKindValue,
  ProjectList,
  ProjectsFilters,
  TeamMember,
} from '@/schemas/projects';

export type ProjectKind = ProjectKindValue;

/**
 * `MAX_PROJECT_PAGE_SIZE` of src/schemas/projects.ts, restated: importing a
 * value from the schema module would pull zod into every project chunk.
 */
const PROJECTS_PAGE_SIZE = 60;

/** A project addressed by kind and slug (or id). */
export interface ProjectRef {
  kind: ProjectKind;
  slug: string;
}

export interface ProjectsArgs {
  kind: ProjectKind;
  filters: ProjectsFilters;
}

/** `/api/projects/` or `/api/commercial_projects/`. */
function projectsBase(kind: ProjectKind): string {
  return kind === 'commercial' ? 'commercial_projects' : 'projects';
}

const projectPath = ({ kind, slug }: ProjectRef, block = '') =>
  `${projectsBase(kind)}/${encodeURIComponent(slug)}/${block}`;

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The whole list in one page: the portfolio is a dozen projects, far
     * below the page-size cap, so the list screen needs no paging.
     */
    getProjects: build.query<ProjectList, ProjectsArgs>({
      query: ({ kind, filters }) => ({
        url: `${projectsBase(kind)}/`,
        params: { ...(filters as QueryInput), page_size: PROJECTS_PAGE_SIZE },
      }),
      providesTags: ['Projects'],
    }),
    getProjectFacets: build.query<ProjectFacets, ProjectsArgs>({
      query: ({ kind, filters }) => ({ url: `${projectsBase(kind)}/facets/`, params: filters as QueryInput }),
      providesTags: ['Projects'],
    }),
    getProject: build.query<ProjectDetail, ProjectRef>({
      query: (ref) => projectPath(ref),
      providesTags: ['Projects'],
    }),
    getGenplan: build.query<Genplan, ProjectRef>({
      query: (ref) => projectPath(ref, 'genplan/'),
      providesTags: ['Projects'],
    }),
    getPanoramas: build.query<Panorama[], ProjectRef>({
      query: (ref) => projectPath(ref, 'panoramas/'),
      transformResponse: (body: { results: Panorama[] }) => body.results,
    }),
    getConstructionProgress: build.query<ConstructionProgress, ProjectRef>({
      query: (ref) => projectPath(ref, 'construction-progress/'),
    }),
    getProjectInfra: build.query<ProjectInfra, number>({
      query: (project) => ({ url: 'project-infra/', params: { project } }),
    }),
    /** The project's documents, newest first (spec §7 `documents/project/{id}/`, id or slug). */
    getProjectDocuments: build.query<DocumentItem[], ProjectRef>({
      query: ({ slug }) => `documents/project/${encodeURIComponent(slug)}/`,
      transformResponse: (body: { results: DocumentItem[] }) => body.results,
    }),
    getProjectTeam: build.query<TeamMember[], number>({
      query: (project) => ({ url: 'project-teams/', params: { project } }),
      transformResponse: (body: { results: TeamMember[] }) => body.results,
    }),
    /** A building with its шахматка: sections × floors with every lot (spec §7 `buildings/{id}/`). */
    getBuildingChessboard: build.query<BuildingDetail, number>({
      query: (id) => `buildings/${id}/`,
      providesTags: ['Lots'],
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectFacetsQuery,
  useGetProjectQuery,
  useGetGenplanQuery,
  useGetPanoramasQuery,
  useGetConstructionProgressQuery,
  useGetProjectInfraQuery,
  useGetProjectTeamQuery,
  useGetProjectDocumentsQuery,
  useGetBuildingChessboardQuery,
} = projectsApi;
