/** Name of the deepest matched route of the table (RouteHandle of the router). */
import { useMatches } from 'react-router';
import type { RouteHandle } from './route-objects';

export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.route) return handle.route.name;
  }
  return undefined;
}
