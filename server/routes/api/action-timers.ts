/**
 * `GET /api/action_timers/` (spec §7): end times of the running promotions
 * for their countdowns, soonest first, with the server's clock so the
 * browser counts by it. `?project=` narrows to one project's promotions.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionTimersQuerySchema, actionTimersSchema, type ActionTimers } from '../../../src/schemas/site.ts';
import { articles } from '../../db/schema/index.ts';
import { runningPromos } from '../../services/home/main-page.ts';

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
    async (request): Promise<ActionTimers> => {
      const now = new Date();
      const { project } = request.query;
      const rows = await app.db
        .select({
          id: articles.id,
          slug: articles.slug,
          title: articles.title,
          projectId: articles.projectId,
          endsAt: articles.endsAt,
        })
        .from(articles)
        // A promotion without an end date has nothing to count down to.
        .where(
          and(
            runningPromos(now),
            isNotNull(articles.endsAt),
            project === undefined ? undefined : eq(articles.projectId, project),
          ),
        )
        .orderBy(asc(articles.endsAt), desc(articles.id));
      return {
        server_time: now.toISOString(),
        results: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          url: `/promo/${row.slug}/`,
          project: row.projectId,
          ends_at: (row.endsAt as Date).toISOString(),
        })),
      };
    },
  );
}
