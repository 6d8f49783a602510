/**
 * Cross-site request token (spec §6): the server sets a readable `csrftoken`
 * cookie, the request client echoes it in `X-CSRFToken` on unsafe methods and
 * the server checks the pair. Tokens are HMAC-signed so a planted cookie from a
 * sibling subdomain is not accepted.
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

export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export default fp(
  async (app) => {
    const secret = app.config.COOKIE_SECRET;
    app.addHook('onRequest', async (request, reply) => {
      const cookieToken = request.cookies[CSRF_COOKIE];
      if (SAFE_METHODS.has(request.method)) {
        if (!isValidCsrfToken(secret, cookieToken)) {
          reply.setCookie(CSRF_COOKIE, issueCsrfToken(secret), {
            path: '/',
            sameSite: 'lax',
            secure: app.config.PUBLIC_ORIGIN.startsWith('https:') && request.protocol === 'https',
            maxAge: 60 * 60 * 24 * 365,
          });
        }
        return;
      }
      if (!request.url.startsWith('/api/')) return;
      const headerToken = request.headers[CSRF_HEADER];
      const ok =
        typeof headerToken === 'string' &&
        headerToken === cookieToken &&
        isValidCsrfToken(secret, headerToken);
      if (!ok) {
        const body: ApiError = {
          status: 403,
          message: 'Сессия устарела: обновите страницу и повторите действие',
        };
        return reply.status(403).send(body);
      }
    });
  },
  { name: 'csrf', dependencies: ['security'] },
);
