/** The preview key check: constant time (services/secret-token.ts); an unset key disables the preview. */
import { matchesSecret } from '../secret-token.ts';

export type PreviewAccess = 'granted' | 'disabled' | 'denied';

export function checkPreviewToken(expected: string | undefined, given: string | undefined): PreviewAccess {
  if (!expected) return 'disabled';
  return matchesSecret(expected, given) ? 'granted' : 'denied';
}
