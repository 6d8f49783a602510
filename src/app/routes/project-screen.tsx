/**
 * /projects/{slug} and /projects-commercial/{slug}. Keyed by slug so moving
 * from one project to another starts a fresh page (tabs, tooltips) instead
 * of showing the previous project's state.
 */
import { useParams } from 'react-router';
import { ProjectPage } from '@/features/project-page/project-page';
import { useProjectRoute } from './project-kind';
import { prefetchProjectPage } from '@/features/project-page/project-prefetch';

/** The reads the route loader starts before the first render (decision 023). */
export const prefetch = prefetchProjectPage;

export default function ProjectScreen() {
  const { slug = '' } = useParams();
  const { kind } = useProjectRoute();
  return <ProjectPage key={`${kind}/${slug}`} kind={kind} slug={slug} />;
}
