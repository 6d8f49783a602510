/**
 * Compares a given key with the configured one. Both sides are hashed to one
 * length first, so `timingSafeEqual` compares in constant time whatever was
 * sent and the answer time tells nothing about how much of the key matched.
 * Used by the home preview key and the admin token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** True only when both are present and equal. */
export function matchesSecret(expected: string | undefined, given: string | undefined): boolean {
  if (!expected) return false;
  const match = timingSafeEqual(digest(expected), digest(given ?? ''));
  return match && given !== undefined;
}
