/**
 * `GET /api/action_timers/` (spec §7): end times of the running promotions
 * for their countdowns, soonest first, with the server's clock so the
 * browser counts by it. `?project=` narrows to one project's promotions.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionTimersQuerySchema, actionTimersSchema } from '../../../src/schemas/site.ts';
import { actionTimers } from '../../services/home/action-timers.ts';

export default async function actionTimersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/action_timers/',
    {
      schema: {
        tags: ['site'],
        summary: 'Таймеры акций: время окончания идущих акций',
        querystring: actionTimersQuerySchema,
        response: { 200: actionTimersSchema },
      },
    },
    async (request) => actionTimers(app.db, request.query.project),
  );
}
