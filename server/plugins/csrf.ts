/**
 * Cross-site request token (spec §6): the server sets a readable `csrftoken`
 * cookie, the request client echoes it in `X-CSRFToken` on unsafe methods and
 * the server checks the pair. Tokens are HMAC-signed so a planted cookie from a
 * sibling subdomain is not accepted.
 *
 * Every unsafe request is checked, whatever its path: the router also answers
 * `//api/…` and `/%61pi/…`, so a check keyed on the spelling of the path could
 * be walked around. The cookie goes out only with pages and API answers, never
 * with public immutable files a shared cache could hand to everyone.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { ApiError } from '../../src/schemas/site.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url').slice(0, 32);
}

function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

/** Exactly `nonce.mac` in base64url: anything appended or inserted is refused, not ignored. */
const TOKEN_RE = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})$/;

/** Valid when signed by any of `secrets` (the current one first, then those of a rotation). */
function isValidCsrfToken(secrets: string | readonly string[], token: string | undefined): boolean {
  const parts = token ? TOKEN_RE.exec(token) : null;
  if (!parts) return false;
  const [, nonce, mac] = parts as unknown as [string, string, string];
  const given = Buffer.from(mac);
  return (typeof secrets === 'string' ? [secrets] : secrets).some((secret) => {
    const expected = Buffer.from(sign(secret, nonce));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

/** Pages and API answers carry the token; files (scripts, pictures, robots.txt) do not. */
function takesToken(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^(text\/html|application\/json)\b/.test(contentType);
}

export default fp(
  async (app) => {
    const { current, all } = app.cookieSecrets;
    app.addHook('onSend', async (request, reply) => {
      if (!SAFE_METHODS.has(request.method) || !takesToken(reply.getHeader('content-type'))) return;
      // A token signed by a previous secret still works; a fresh one replaces it so the rotation can end.
      if (isValidCsrfToken(current, request.cookies[CSRF_COOKIE])) return;
      reply.setCookie(CSRF_COOKIE, issueCsrfToken(current), {
        path: '/',
        sameSite: 'lax',
        secure: app.config.PUBLIC_ORIGIN.startsWith('https:') && request.protocol === 'https',
        maxAge: 60 * 60 * 24 * 365,
      });
    });
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      // Admin calls (plugins/admin-auth.ts, registered before this one) carry a bearer token the browser never
      // attaches by itself: a cross-site page cannot forge one, so a valid token is proof enough. A wrong or
      // missing token never gets here: the admin check has answered 401 already.
      if (request.adminAuthorized) return;
      const cookieToken = request.cookies[CSRF_COOKIE];
      const headerToken = request.headers[CSRF_HEADER];
      const ok = typeof headerToken === 'string' && headerToken === cookieToken && isValidCsrfToken(all, headerToken);
      if (!ok) {
        const body: ApiError = {
          status: 403,
          message: 'Сессия устарела: обновите страницу и повторите действие',
        };
        return reply.status(403).send(body);
      }
    });
  },
  { name: 'csrf', dependencies: ['security', 'admin-auth'] },
);
