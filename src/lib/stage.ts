/**
 * Stage rules of spec §2, §9: the production host decides the stage; any other
 * host is a test stage. The development flag lifts the route guard too.
 */
import { isGuardedPath } from './routes';

export type Stage = 'production' | 'test';

export function stageForHost(host: string | undefined, productionHost: string | undefined): Stage {
  if (!host || !productionHost) return 'test';
  const bare = (value: string) => value.toLowerCase().replace(/:\d+$/, '');
  return bare(host) === bare(productionHost) ? 'production' : 'test';
}

/** Where the guard sends the visitor, or null when the path may be shown. */
export function guardRedirect(pathname: string, stage: Stage, devFlag: boolean): string | null {
  if (stage === 'test' || devFlag) return null;
  return isGuardedPath(pathname) ? '/' : null;
}
