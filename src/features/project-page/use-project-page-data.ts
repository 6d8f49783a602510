/**
 * Every call of a project page, started together: the blocks addressed by
 * slug run alongside the project itself; infrastructure, team and lots wait
 * for its numeric id. `settled` turns true once each call has answered or
 * failed — the page then lays out all sections at once, so a hash such as
 * #progress scrolls to a position that no late block pushes down.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetLotsQuery } from '@/entities/lot/lots-api';
import {
  useGetConstructionProgressQuery,
  useGetGenplanQuery,
  useGetPanoramasQuery,
  useGetProjectDocumentsQuery,
  useGetProjectInfraQuery,
  useGetProjectQuery,
  useGetProjectTeamQuery,
  type ProjectRef,
} from '@/entities/project/projects-api';
import { projectLotsArgs } from './project-lots';
import type { SectionId } from './project-sections';

interface QueryState {
  isSuccess: boolean;
  isError: boolean;
}

const answered = (query: QueryState) => query.isSuccess || query.isError;

export function useProjectPageData(ref: ProjectRef) {
  const project = useGetProjectQuery(ref);
  const id = project.data?.id;
  const genplan = useGetGenplanQuery(ref);
  const panoramas = useGetPanoramasQuery(ref);
  const progress = useGetConstructionProgressQuery(ref);
  const infra = useGetProjectInfraQuery(id ?? skipToken);
  const team = useGetProjectTeamQuery(id ?? skipToken);
  const documents = useGetProjectDocumentsQuery(ref);
  const lots = useGetLotsQuery(project.data ? projectLotsArgs(project.data) : skipToken);

  const data = {
    project: project.data,
    genplan: genplan.data?.buildings.length ? genplan.data : undefined,
    lots: lots.data?.count ? lots.data : undefined,
    infra: infra.data?.results.length ? infra.data : undefined,
    progress: progress.data?.months.length ? progress.data : undefined,
    panoramas: panoramas.data?.length ? panoramas.data : undefined,
    team: team.data?.length ? team.data : undefined,
    documents: documents.data?.length ? documents.data : undefined,
  };
  const about = !!data.project && (data.project.description.length > 0 || data.project.gallery.length > 0);
  const present: Record<SectionId, boolean> = {
    about,
    genplan: !!data.genplan,
    lots: !!data.lots,
    infrastructure: !!data.infra,
    progress: !!data.progress,
    panoramas: !!data.panoramas,
    team: !!data.team,
    documents: !!data.documents,
  };
  const sections = (Object.keys(present) as SectionId[]).filter((section) => present[section]);
  const settled = !!data.project && [genplan, panoramas, progress, infra, team, lots, documents].every(answered);

  return { ...data, sections, settled, projectFailed: project.isError };
}
