/**
 * Anonymous visitor identity (spec §1, §4): a random UUID in a signed,
 * httpOnly, SameSite=Lax cookie `visitor`. Created only on first need
 * (`request.visitorId()` from a favourites or comparison write), with its
 * `visitors` row; reads use `request.knownVisitorId()` and never create one.
 *
 * New identities are limited per client address (VISITORS_RATE_LIMIT a
 * minute): a cookie-less script could otherwise fill the table with rows. A
 * cookie signed by a previous secret (a rotation) is re-signed when read.
 */
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { visitors } from '../db/schema/visitors.ts';
import { perKeyCounter } from '../services/per-key-counter.ts';

export const VISITOR_COOKIE = 'visitor';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const YEAR_SECONDS = 60 * 60 * 24 * 365;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's id; creates the cookie and the row when missing. */
    visitorId(): Promise<string>;
    /** The id from a valid signed cookie, or null; never creates anything. */
    knownVisitorId(): string | null;
  }
}

const ensured = new WeakMap<FastifyRequest, Promise<string>>();
/** Requests whose cookie was signed by a previous secret: the answer re-signs it. */
const renewed = new WeakSet<FastifyRequest>();

export const VISITORS_LIMIT_MESSAGE = 'Слишком много новых посетителей с вашего адреса. Попробуйте позже';

export default fp(
  async (app) => {
    const creations = perKeyCounter(app.config.VISITORS_RATE_LIMIT, 60_000);
    app.decorateRequest('knownVisitorId', function knownVisitorId(this: FastifyRequest): string | null {
      const raw = this.cookies[VISITOR_COOKIE];
      if (!raw) return null;
      const unsigned = this.unsignCookie(raw);
      if (unsigned.valid && unsigned.renew) renewed.add(this);
      return unsigned.valid && unsigned.value && UUID_RE.test(unsigned.value) ? unsigned.value.toLowerCase() : null;
    });

    app.decorateRequest('visitorId', function visitorId(this: FastifyRequest): Promise<string> {
      let pending = ensured.get(this);
      if (!pending) {
        pending = (async (request: FastifyRequest) => {
          const known = request.knownVisitorId();
          if (known) {
            // Upsert: the row may be gone (wiped database) while the cookie survives.
            await app.db
              .insert(visitors)
              .values({ id: known })
              .onConflictDoUpdate({ target: visitors.id, set: { lastSeenAt: sql`now()` } });
            return known;
          }
          if (!creations.take(request.ip)) {
            throw Object.assign(new Error(VISITORS_LIMIT_MESSAGE), {
              statusCode: 429,
              retryAfter: creations.retryAfter(request.ip),
            });
          }
          const [row] = await app.db.insert(visitors).values({}).returning({ id: visitors.id });
          return row!.id;
        })(this);
        ensured.set(this, pending);
      }
      return pending;
    });

    // The cookie goes out with whichever response first needed a new identity.
    app.addHook('onSend', async (request, reply) => {
      const pending = ensured.get(request);
      const id = pending ? await pending.catch(() => null) : null;
      const known = renewed.has(request) ? request.knownVisitorId() : null;
      const value = id && id !== request.knownVisitorId() ? id : known;
      if (!value) return;
      reply.setCookie(VISITOR_COOKIE, value, {
        path: '/',
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.PUBLIC_ORIGIN.startsWith('https:') && request.protocol === 'https',
        maxAge: YEAR_SECONDS,
      });
    });
  },
  { name: 'visitor', dependencies: ['security', 'db'] },
);
