/**
 * The SQL side of «в продаже» (decision 031, src/lib/on-sale.ts): the one
 * predicate every project figure (cards, list filters, hero, genplan) counts
 * with, so a project's card, hero and list cannot disagree again.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { ON_SALE_STATUSES, offeredKinds } from '../../src/lib/on-sale.ts';
import { lots, projects } from '../db/schema/index.ts';

/** Lots on sale of the kinds a project of this kind offers; a hidden lot (issue 32) is on no sale. */
export function offeredOnSale(projectKind: 'residential' | 'commercial'): SQL {
  return and(
    eq(lots.hidden, false),
    inArray(lots.status, [...ON_SALE_STATUSES]),
    inArray(lots.kind, [...offeredKinds(projectKind)]),
  ) as SQL;
}

/**
 * The same over several projects of either kind: needs `projects` joined on
 * `lots.project_id` (see `joinProject`).
 */
export function offeredOnSaleAnyProject(): SQL {
  return or(
    and(eq(projects.kind, 'residential'), offeredOnSale('residential')),
    and(eq(projects.kind, 'commercial'), offeredOnSale('commercial')),
  ) as SQL;
}

export const joinProject = eq(projects.id, lots.projectId);
