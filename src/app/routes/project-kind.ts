/** Which project catalogue the current route shows (`projectKindOf`: the rule, shared with the page's prefetch). */
import { useMatches } from 'react-router';
import type { ProjectKind } from '@/entities/project/projects-api';
import type { RouteDef } from '@/lib/routes';
import { projectKindOf } from '@/entities/project/project-kind';
import type { RouteHandle } from '../route-objects';

export function useProjectRoute(): { kind: ProjectKind; route: RouteDef | undefined } {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return { kind: projectKindOf(handle?.route), route: handle?.route };
}
