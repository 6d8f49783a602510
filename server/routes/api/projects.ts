/** Project calls. Now: `GET /api/projects/header_list/` (spec §7, reads `results`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { headerListSchema } from '../../../src/schemas/site.ts';
import { headerProjects } from '../../services/projects-menu.ts';

export default async function projectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/projects/header_list/',
    {
      schema: {
        tags: ['projects'],
        summary: 'Проекты для меню в шапке: только строящиеся, некликабельные — с признаком clickable=false',
        response: { 200: headerListSchema },
      },
    },
    async () => ({ results: await headerProjects(app.db) }),
  );
}
