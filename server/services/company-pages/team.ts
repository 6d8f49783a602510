/**
 * The company's team (`GET /api/about/team/` with `facets/` and `specs/`):
 * members in the editors' order, narrowed by department slugs; the database
 * keeps the department's name, the API speaks its slug (TEAM_DEPARTMENTS).
 */
import { asc, count, inArray, type SQL } from 'drizzle-orm';
import { TEAM_DEPARTMENTS, type TeamMember, type TeamQuery } from '../../../src/schemas/company-pages.ts';
import type { Db } from '../../db/client.ts';
import { teamMembers } from '../../db/schema/index.ts';
import { facetOption } from '../facet-option.ts';

const departmentSlug = new Map<string, string>(TEAM_DEPARTMENTS.map((d) => [d.name, d.slug]));
const departmentNames = (query: TeamQuery): string[] =>
  TEAM_DEPARTMENTS.filter((d) => query.department?.includes(d.slug)).map((d) => d.name);

function teamWhere(query: TeamQuery): SQL | undefined {
  return query.department?.length ? inArray(teamMembers.department, departmentNames(query)) : undefined;
}

function member(row: typeof teamMembers.$inferSelect): TeamMember {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    department: departmentSlug.get(row.department) ?? 'other',
    department_name: row.department,
    bio: row.bio,
    photo: row.photo,
  };
}

export async function listTeam(db: Db, query: TeamQuery) {
  const rows = await db
    .select()
    .from(teamMembers)
    .where(teamWhere(query))
    .orderBy(asc(teamMembers.sort), asc(teamMembers.id));
  return { count: rows.length, results: rows.map(member) };
}

/**
 * The department filter is the only one, so its options are counted over the
 * whole team: picking one never empties another.
 */
export async function teamFacets(db: Db) {
  const rows = await db
    .select({ department: teamMembers.department, count: count() })
    .from(teamMembers)
    .groupBy(teamMembers.department);
  const counts = new Map(rows.map((row) => [row.department, row.count]));
  return {
    facets: {
      department: TEAM_DEPARTMENTS.map((d) => {
        const found = counts.get(d.name) ?? 0;
        return facetOption(d.slug, d.name, found);
      }),
    },
  };
}

export async function teamSpecs(db: Db, query: TeamQuery) {
  const rows = await db
    .select({ department: teamMembers.department, count: count() })
    .from(teamMembers)
    .where(teamWhere(query))
    .groupBy(teamMembers.department);
  return { total: rows.reduce((sum, row) => sum + row.count, 0), departments: rows.length };
}
