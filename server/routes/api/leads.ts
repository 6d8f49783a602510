/**
 * `POST /api/request/` (spec §7): every form of the site, one union by `type`
 * (`src/schemas/leads.ts`). A body the schema refuses answers 400
 * `{ errors: { field: { error_msg } } }`; the rest — the idempotency key, the
 * captcha, the ids, the transaction and their order — is
 * services/leads/accept.ts (decision 008).
 *
 * CSRF is checked for every unsafe `/api` call by the csrf plugin; the route is
 * rate-limited per IP (`FORMS_RATE_LIMIT` a minute).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEAD_MESSAGES, leadAcceptedSchema, leadSchema } from '../../../src/schemas/leads.ts';
import { apiErrorSchema } from '../../../src/schemas/site.ts';
import { perIpLimit } from '../../plugins/rate-limit.ts';
import { acceptLead } from '../../services/leads/accept.ts';

/**
 * The delivery worker (another module) may decorate `app.leadDelivery` with a
 * `kick()` that wakes it up; without it the worker's own polling finds the row.
 * Looked up loosely so this file compiles whether or not that decorator is declared.
 */
function kickDelivery(app: FastifyInstance) {
  const delivery = (app as unknown as { leadDelivery?: { kick?: () => unknown } }).leadDelivery;
  if (typeof delivery?.kick !== 'function') return;
  try {
    Promise.resolve(delivery.kick()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'lead delivery kick failed'),
    );
  } catch (error) {
    app.log.warn({ err: error }, 'lead delivery kick failed');
  }
}

export default async function leadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/request/',
    {
      config: { rateLimit: perIpLimit(app.config.FORMS_RATE_LIMIT, LEAD_MESSAGES.tooManyLeads) },
      schema: {
        tags: ['leads'],
        summary: 'Заявка с любой формы сайта (тип в поле type); повтор с тем же idempotency_key — 200 duplicate',
        body: leadSchema,
        response: {
          200: leadAcceptedSchema,
          201: leadAcceptedSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // Text PostgreSQL cannot store was refused before validation (plugins/text-hygiene.ts).
      const answer = await acceptLead(request.body, {
        db: app.db,
        log: request.log,
        verifyCaptcha: (token) => app.captcha.verify(token, request.ip),
        visitorId: request.knownVisitorId(),
        durable: () => app.database.durable(),
        kickDelivery: () => kickDelivery(app),
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}
