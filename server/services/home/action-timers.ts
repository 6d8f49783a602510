/**
 * The countdowns of the running promotions (`GET /api/action_timers/`, spec §7):
 * their end times, soonest first, with the server's clock so the browser counts by it.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { ActionTimers } from '../../../src/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import { runningPromos } from './main-page.ts';

/** `project` narrows the timers to one project's promotions. */
export async function actionTimers(db: Db, project: number | undefined, now = new Date()): Promise<ActionTimers> {
  const rows = await db
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
}
