/**
 * `/api/health/`: 200 when the database answers `select 1`, 503 `down` with a
 * Russian message and `Retry-After` when it does not answer within
 * HEALTH_TIMEOUT_MS (decision 027), so a load balancer or a script can tell a
 * healthy instance from one whose database is gone.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  describeUnavailable,
} from '../../db/unavailable.ts';

/** Shorter than the pool's connection timeout: health must answer while a query would still wait. */
const HEALTH_TIMEOUT_MS = 2000;

const driverSchema = z.enum(['pglite', 'postgres']);

class HealthTimeout extends Error {
  constructor() {
    super(`the database did not answer within ${HEALTH_TIMEOUT_MS} ms`);
  }
}

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
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new HealthTimeout()), HEALTH_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), timeout]);
        return { status: 'ok' as const, driver: app.database.driver };
      } catch (error) {
        // Any failure of `select 1` means the database does not serve: down, whatever the cause.
        request.log.warn(
          error instanceof HealthTimeout ? { reason: error.message } : describeUnavailable(error),
          'health: database down',
        );
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
        return reply
          .status(503)
          .send({ status: 'down' as const, driver: app.database.driver, message: DATABASE_UNAVAILABLE_MESSAGE });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
