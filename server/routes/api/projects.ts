/**
 * Project calls (spec §7): `projects/header_list/` (reads `results`), the
 * residential list under `/projects` and the commercial one under
 * `/commercial_projects` (list, facets, specs, `{id}/` and page blocks), plus
 * `project-infra/`, `infras/` and `project-teams/`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { headerListSchema } from '../../../src/schemas/site.ts';
import { bodyEtag } from '../../plugins/etag.ts';
import { headerProjects } from '../../services/projects-menu.ts';
import projectInfraRoutes from './project-infra.ts';
import projectListRoutes from './projects-list.ts';
import projectPageRoutes from './projects-page.ts';

export default async function projectsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Every project answer gets a body-hash ETag and honours If-None-Match (no data version to key on here).
  app.addHook('preSerialization', bodyEtag);
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
  for (const [prefix, kind] of [
    ['/projects', 'residential'],
    ['/commercial_projects', 'commercial'],
  ] as const) {
    await app.register(projectListRoutes, { prefix, kind });
    await app.register(projectPageRoutes, { prefix, kind });
  }
  await app.register(projectInfraRoutes);
}
