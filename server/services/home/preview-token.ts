/**
 * The preview key check. Both sides are hashed to one length first, so
 * `timingSafeEqual` compares in constant time whatever was sent and the
 * answer time tells nothing about how much of the key matched.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export type PreviewAccess = 'granted' | 'disabled' | 'denied';

export function checkPreviewToken(expected: string | undefined, given: string | undefined): PreviewAccess {
  if (!expected) return 'disabled';
  const match = timingSafeEqual(digest(expected), digest(given ?? ''));
  return match && given !== undefined ? 'granted' : 'denied';
}
