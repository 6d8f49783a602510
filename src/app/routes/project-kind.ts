/** Which project catalogue a route shows: its table entry says `params.kind = 'commercial'` for the commercial variants. */
import { useMatches } from 'react-router';
import type { ProjectKind } from '@/entities/project/projects-api';
import type { RouteDef } from '@/lib/routes';
import type { RouteHandle } from '../router';

export function useProjectRoute(): { kind: ProjectKind; route: RouteDef | undefined } {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return { kind: handle?.route.params?.kind === 'commercial' ? 'commercial' : 'residential', route: handle?.route };
}
