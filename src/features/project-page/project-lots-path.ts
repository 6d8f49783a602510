/**
 * The catalogue filtered to one project (/lots?project={id}). Commercial
 * projects add `type=commercials`: the catalogue picks its endpoint by type,
 * and offices live under /api/commercials/, not with the flats.
 */
import type { ProjectDetail } from '@/schemas/projects';

export function projectLotsPath(project: Pick<ProjectDetail, 'id' | 'kind'>): string {
  return project.kind === 'commercial' ? `/lots?project=${project.id}&type=commercials` : `/lots?project=${project.id}`;
}
