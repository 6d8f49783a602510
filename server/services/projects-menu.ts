/**
 * The header project list (spec §2): only unfinished residential projects,
 * in display order; a project that is not clickable is listed but disabled.
 * Decided here, on the server, so `info/` and `projects/header_list/` agree
 * and the browser renders the list as given.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema/index.ts';

export async function headerProjects(db: Db) {
  return db
    .select({
      id: projects.id,
      slug: projects.slug,
      name: projects.name,
      clickable: projects.clickable,
      finished: projects.finished,
    })
    .from(projects)
    .where(and(eq(projects.kind, 'residential'), eq(projects.finished, false), eq(projects.isPublished, true)))
    .orderBy(asc(projects.sort), asc(projects.id));
}
