/**
 * `GET /api/tenders/` (spec §7 `tenders/`): the open tenders, soonest deadline
 * first — what the /tenders page lists and its offer form lets a contractor
 * pick. A tender is open while its status is `open` and its deadline is ahead.
 * Minimal on purpose: the tender pages (facets, `{id}/`) are a later issue.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openTendersSchema } from '../../../src/schemas/company.ts';
import { projects, tenders } from '../../db/schema/index.ts';

export default async function tendersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/tenders/',
    {
      schema: {
        tags: ['company'],
        summary: 'Открытые тендеры: название, категория работ, проект, срок подачи предложений',
        response: { 200: openTendersSchema },
      },
    },
    async () => {
      const rows = await app.db
        .select({
          id: tenders.id,
          slug: tenders.slug,
          title: tenders.title,
          category: tenders.category,
          project: projects.name,
          description: tenders.description,
          deadlineAt: tenders.deadlineAt,
        })
        .from(tenders)
        .leftJoin(projects, eq(projects.id, tenders.projectId))
        .where(and(eq(tenders.status, 'open'), gt(tenders.deadlineAt, new Date())))
        .orderBy(asc(tenders.deadlineAt), asc(tenders.id));
      return { results: rows.map(({ deadlineAt, ...row }) => ({ ...row, deadline: deadlineAt.toISOString() })) };
    },
  );
}
