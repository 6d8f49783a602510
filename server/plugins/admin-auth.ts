/**
 * Access to the admin endpoints (`/api/admin/…`, issue 32): machine calls of
 * the sales department's scripts and the `lots:*` CLI, not pages.
 *
 * A route is an admin route by its config (`config.admin`, set for every route
 * of routes/api/admin.ts), not by the spelling of its path, which the router
 * also matches as `//api/…` or `/%61pi/…`. Each such request, in this order:
 * counted per IP (failed ones too, so guessing the token is bounded) → 429
 * over `ADMIN_RATE_LIMIT` a minute; then `Authorization: Bearer <ADMIN_TOKEN>`
 * compared in constant time → 401 with `WWW-Authenticate: Bearer` when missing
 * or wrong. Every answer, refusals included, is `Cache-Control: no-store`.
 *
 * Registered before the CSRF plugin: its check runs first, so a wrong token is
 * a 401 rather than a CSRF refusal, and the CSRF plugin can rely on
 * `request.adminAuthorized`. With ADMIN_TOKEN unset the routes are not
 * registered at all and answer 404 like any unknown path.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../src/schemas/site.ts';
import { ADMIN_TAG } from './openapi.ts';
import { perKeyCounter } from '../services/per-key-counter.ts';
import { matchesSecret } from '../services/secret-token.ts';

const ADMIN_MESSAGES = {
  noToken: 'Нужен ключ администратора: заголовок Authorization: Bearer <ADMIN_TOKEN>',
  wrongToken: 'Неверный ключ администратора',
  tooMany: 'Слишком много служебных запросов. Попробуйте через минуту',
} as const;

const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An admin endpoint: bearer token, rate limit, no-store (plugins/admin-auth.ts). */
    admin?: boolean;
  }
  interface FastifyRequest {
    /** True once the request's bearer token matched ADMIN_TOKEN. */
    adminAuthorized: boolean;
  }
}

/** The token of `Authorization: Bearer <token>`; undefined for any other scheme or shape. */
function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
}

/** Marks every route registered in `app`'s scope (and below) as an admin route, tagged out of the public OpenAPI. */
export function markAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, admin: true };
    route.schema = { ...route.schema, tags: [ADMIN_TAG] };
  });
}

export default fp(
  async (app) => {
    const counter = perKeyCounter(app.config.ADMIN_RATE_LIMIT, WINDOW_MS);
    app.decorateRequest('adminAuthorized', false);
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.admin !== true) return;
      reply.header('cache-control', 'no-store');
      if (!counter.take(request.ip)) {
        const body: ApiError = { status: 429, message: ADMIN_MESSAGES.tooMany };
        return reply
          .status(429)
          .header('retry-after', String(counter.retryAfter(request.ip)))
          .send(body);
      }
      const given = bearerToken(request.headers.authorization);
      if (!matchesSecret(app.config.ADMIN_TOKEN, given)) {
        request.log.warn({ given: given ? 'wrong' : 'none' }, 'admin call refused');
        const body: ApiError = { status: 401, message: given ? ADMIN_MESSAGES.wrongToken : ADMIN_MESSAGES.noToken };
        return reply.status(401).header('www-authenticate', 'Bearer realm="admin"').send(body);
      }
      request.adminAuthorized = true;
    });
  },
  { name: 'admin-auth' },
);
