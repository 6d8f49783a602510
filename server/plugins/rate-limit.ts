/**
 * Per-IP limits for the routes that write what a visitor sends (form posts,
 * uploads). Nothing is limited unless its route asks with `perIpLimit()`.
 * The limit runs at the route's `onRequest`, after the global CSRF check, so a
 * request without the token is refused before it counts.
 */
import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

/** Route config: at most `max` requests per IP per minute, else 429 `{ status, message }` with this Russian message. */
export function perIpLimit(max: number, message: string): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    // Thrown as an error: the errors plugin answers `{ status: 429, message }` (a Russian message passes through).
    errorResponseBuilder: (_request, context) => Object.assign(new Error(message), { statusCode: context.statusCode }),
  };
}
