import type { RouteDef } from '@/lib/routes';
import type { ProjectKind } from './projects-api';

/** Which project catalogue a route shows: its table entry says `params.kind = 'commercial'` for the commercial variants. */
export const projectKindOf = (route: RouteDef | undefined): ProjectKind =>
  route?.params?.kind === 'commercial' ? 'commercial' : 'residential';
