/**
 * `/api/health/`: 200 when the database answers `select 1`, 503 `down` with a
 * Russian message and `Retry-After` when it does not answer in time
 * (services/database-health.ts, decision 027), so a load balancer or a script
 * can tell a healthy instance from one whose database is gone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../db/unavailable.ts';
import { databaseDown } from '../../services/database-health.ts';

const driverSchema = z.enum(['pglite', 'postgres']);

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health/',
    {
      schema: {
        tags: ['service'],
        summary: 'Состояние сервера и базы данных',
        response: {
          200: z.object({ status: z.literal('ok'), driver: driverSchema }),
          503: z.object({ status: z.literal('down'), driver: driverSchema, message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const down = await databaseDown(app.db);
      if (!down) return { status: 'ok' as const, driver: app.database.driver };
      request.log.warn(down, 'health: database down');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      return reply
        .status(503)
        .send({ status: 'down' as const, driver: app.database.driver, message: DATABASE_UNAVAILABLE_MESSAGE });
    },
  );
}
