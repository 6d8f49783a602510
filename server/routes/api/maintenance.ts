/** `GET /api/tech/`: announced maintenance (spec §7): `time` is when works end, null when none or past. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { techSchema, type Tech } from '../../../src/schemas/site.ts';
import { readSettings } from '../../services/site-settings.ts';

export default async function maintenanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/tech/',
    {
      schema: {
        tags: ['site'],
        summary: 'Технические работы: время окончания или null',
        response: { 200: techSchema },
      },
    },
    async (_request, reply): Promise<Tech> => {
      const { maintenance } = await readSettings(app.db, ['maintenance']);
      // The countdown must see a new announcement at once.
      reply.header('cache-control', 'no-store');
      const until = maintenance.until ? new Date(maintenance.until) : null;
      return { time: until && until.getTime() > Date.now() ? until.toISOString() : null };
    },
  );
}
