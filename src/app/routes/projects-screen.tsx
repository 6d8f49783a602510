/** /projects and /projects-commercial/ (one screen, spec §2): the heading from the SEO record, the list by route kind. */
import { useLocation } from 'react-router';
import { useGetSeoPageQuery } from '@/entities/site/site-api';
import { ProjectsList } from '@/features/projects-list/projects-list';
import { useProjectRoute } from './project-kind';
import { prefetchProjectsList } from '@/features/projects-list/projects-list-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchProjectsList;

export default function ProjectsScreen() {
  const { pathname } = useLocation();
  const { kind, route } = useProjectRoute();
  const { data: seo } = useGetSeoPageQuery(pathname);
  return <ProjectsList kind={kind} title={seo?.h1 ?? route?.title ?? 'Проекты'} />;
}
