/**
 * Infrastructure around projects (map objects with minutes on foot) and the
 * project team. Types get Russian names here so every screen shows the same.
 */
import { and, asc, count, eq, inArray, lte, max, min, type SQL } from 'drizzle-orm';
import {
  INFRA_TYPE_NAMES,
  INFRA_TYPES,
  type InfraItem,
  type InfrasQuery,
  type ProjectFacets,
  type ProjectInfra,
  type TeamMember,
} from '../../src/schemas/projects.ts';
import type { Db } from '../db/client.ts';
import { infrastructure, partners, partnerTypes, projects } from '../db/schema/index.ts';
import { httpError, PROJECT_NOT_FOUND } from './project-page.ts';
import { facetOption } from './facet-option.ts';

type InfraRow = typeof infrastructure.$inferSelect;

function infraItem(row: InfraRow): InfraItem {
  return {
    id: row.id,
    project_id: row.projectId,
    type: row.type,
    type_name: INFRA_TYPE_NAMES[row.type],
    name: row.name,
    description: row.description,
    lat: row.lat,
    lng: row.lng,
    time_walk: row.walkMinutes,
    image: row.image,
  };
}

async function publishedProject(db: Db, id: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, lat: projects.lat, lng: projects.lng })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.isPublished, true)))
    .limit(1);
  if (!row) throw httpError(404, PROJECT_NOT_FOUND);
  return row;
}

export async function projectInfra(db: Db, projectId: number): Promise<ProjectInfra> {
  const project = await publishedProject(db, projectId);
  const rows = await db
    .select()
    .from(infrastructure)
    .where(eq(infrastructure.projectId, projectId))
    .orderBy(asc(infrastructure.walkMinutes), asc(infrastructure.id));
  const types = INFRA_TYPES.map((type) => ({
    type,
    type_name: INFRA_TYPE_NAMES[type],
    count: rows.filter((row) => row.type === type).length,
  })).filter((type) => type.count > 0);
  return { project, types, results: rows.map(infraItem) };
}

/** Objects of published projects only: an unpublished project's map is not public either. */
function infraWhere(query: InfrasQuery, skipType = false): SQL[] {
  const where: SQL[] = [eq(projects.isPublished, true)];
  if (query.project?.length) where.push(inArray(infrastructure.projectId, query.project));
  if (!skipType && query.type?.length) where.push(inArray(infrastructure.type, query.type));
  if (query.time_walk_max !== undefined) where.push(lte(infrastructure.walkMinutes, query.time_walk_max));
  return where;
}

export async function infras(db: Db, query: InfrasQuery) {
  const rows = await db
    .select({ row: infrastructure })
    .from(infrastructure)
    .innerJoin(projects, eq(projects.id, infrastructure.projectId))
    .where(and(...infraWhere(query)))
    .orderBy(asc(infrastructure.walkMinutes), asc(infrastructure.id));
  return { count: rows.length, results: rows.map(({ row }) => infraItem(row)) };
}

/** Type options counted under the other filters; every type is listed, absent ones disabled. */
export async function infrasFacets(db: Db, query: InfrasQuery): Promise<ProjectFacets> {
  const rows = await db
    .select({ type: infrastructure.type, count: count() })
    .from(infrastructure)
    .innerJoin(projects, eq(projects.id, infrastructure.projectId))
    .where(and(...infraWhere(query, true)))
    .groupBy(infrastructure.type);
  const counts = new Map(rows.map((row) => [row.type, row.count]));
  return {
    facets: {
      type: INFRA_TYPES.map((type) => {
        const found = counts.get(type) ?? 0;
        return facetOption(type, INFRA_TYPE_NAMES[type], found);
      }),
    },
  };
}

export async function infrasSpecs(db: Db, query: InfrasQuery) {
  const [row] = await db
    .select({ min: min(infrastructure.walkMinutes), max: max(infrastructure.walkMinutes) })
    .from(infrastructure)
    .innerJoin(projects, eq(projects.id, infrastructure.projectId))
    .where(and(...infraWhere({ ...query, time_walk_max: undefined })));
  return { time_walk: { min: row?.min ?? null, max: row?.max ?? null } };
}

/** Partner kinds that make up a project team, with the role they play. */
const TEAM_ROLES: Record<TeamMember['group'], string> = {
  architects: 'Архитектура и благоустройство',
  contractors: 'Строительство',
};

/**
 * The schema does not link partners to projects yet, so every project shows
 * the developer's standing architects and contractors, in partner order.
 */
export async function projectTeam(db: Db, projectId: number): Promise<TeamMember[]> {
  await publishedProject(db, projectId);
  const groups = Object.keys(TEAM_ROLES) as Array<TeamMember['group']>;
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      description: partners.description,
      logo: partners.logo,
      group: partnerTypes.slug,
    })
    .from(partners)
    .innerJoin(partnerTypes, eq(partnerTypes.id, partners.typeId))
    .where(inArray(partnerTypes.slug, groups))
    .orderBy(asc(partnerTypes.sort), asc(partners.sort), asc(partners.id));
  return rows.map((row) => {
    const group = row.group as TeamMember['group'];
    return { id: row.id, group, name: row.name, role: TEAM_ROLES[group], description: row.description, logo: row.logo };
  });
}
