import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  INFRA_TYPE_NAMES,
  infrasFacetsSchema,
  infrasSchema,
  infrasSpecsSchema,
  projectInfraSchema,
  projectTeamsSchema,
} from '../../src/schemas/projects.ts';
import { infrastructure, projects } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';

let ctx: TestApp;
let project: typeof projects.$inferSelect;

beforeAll(async () => {
  ctx = await createTestApp();
  [project] = await ctx.database.db.select().from(projects).where(eq(projects.slug, 'ostozhenka'));
});

afterAll(async () => {
  await ctx?.close();
});

const ok = <T>(url: string, schema: { parse(value: unknown): T }) => expectOk(ctx.app, url, schema);
const fails = (url: string, status: number) => expectError(ctx.app, url, status);

describe('GET /api/project-infra/', () => {
  it('gives the project point, the type tabs and objects nearest first', async () => {
    const infra = await ok(`/api/project-infra/?project=${project.id}`, projectInfraSchema);
    expect(infra.project).toEqual({ id: project.id, name: project.name, lat: project.lat, lng: project.lng });
    const rows = await ctx.database.db.select().from(infrastructure).where(eq(infrastructure.projectId, project.id));
    expect(infra.results).toHaveLength(rows.length);
    const minutes = infra.results.map((item) => item.time_walk);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(infra.types.reduce((sum, type) => sum + type.count, 0)).toBe(rows.length);
    for (const item of infra.results) expect(item.type_name).toBe(INFRA_TYPE_NAMES[item.type]);
  });

  it('wants a project: 400 without or malformed, 404 unknown', async () => {
    const missing = await fails('/api/project-infra/', 400);
    expect(Object.keys(missing.errors ?? {})).toEqual(['project']);
    await fails('/api/project-infra/?project=abc', 400);
    await fails('/api/project-infra/?project=99999999999', 400);
    await fails('/api/project-infra/?project=999999', 404);
  });
});

describe('GET /api/infras/', () => {
  it('filters by projects and a comma-joined type list', async () => {
    const all = await ok(`/api/infras/?project=${project.id}`, infrasSchema);
    expect(all.count).toBeGreaterThan(1);
    const types = [...new Set(all.results.map((item) => item.type))].slice(0, 2);
    const some = await ok(`/api/infras/?project=${project.id}&type=${types.join(',')}`, infrasSchema);
    expect(some.count).toBe(all.results.filter((item) => types.includes(item.type)).length);
    expect(some.results.every((item) => types.includes(item.type))).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(infrastructure)
      .where(and(eq(infrastructure.projectId, project.id), inArray(infrastructure.type, types)));
    expect(some.results.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());

    const everyone = await ok('/api/infras/', infrasSchema);
    const count = (await ctx.database.db.select().from(infrastructure)).length;
    expect(everyone.count).toBe(count);
    const parks = await ok('/api/infras/?type=park', infrasSchema);
    expect(parks.count).toBeGreaterThan(0);
    expect(parks.results.every((item) => item.type === 'park' && item.type_name === 'Парки')).toBe(true);
    expect((await ok('/api/infras/?project=999999', infrasSchema)).count).toBe(0);
  });

  it('has type facets under the project filter and a walking-time spec', async () => {
    const all = await ok(`/api/infras/?project=${project.id}`, infrasSchema);
    const { facets } = await ok(`/api/infras/facets/?project=${project.id}&type=park`, infrasFacetsSchema);
    // Every type is offered; the chosen type does not narrow its own facet.
    expect(facets.type).toHaveLength(Object.keys(INFRA_TYPE_NAMES).length);
    expect(facets.type.reduce((sum, option) => sum + option.count, 0)).toBe(all.count);
    expect(facets.type.filter((option) => option.count === 0).every((option) => option.disabled)).toBe(true);
    const specs = await ok(`/api/infras/specs/?project=${project.id}`, infrasSpecsSchema);
    const minutes = all.results.map((item) => item.time_walk);
    expect(specs.time_walk).toEqual({ min: Math.min(...minutes), max: Math.max(...minutes) });
  });

  it('refuses unknown types naming the field', async () => {
    const body = await fails('/api/infras/?type=park,casino', 400);
    expect(Object.keys(body.errors ?? {})).toEqual(['type']);
    expect(body.errors?.type.error_msg).toContain('school');
    await fails('/api/infras/specs/?project=x', 400);
    await fails('/api/infras/facets/?time_walk_max=-1', 400);
  });
});

describe('GET /api/project-teams/', () => {
  it('lists the team with roles, descriptions and logos', async () => {
    const { results } = await ok(`/api/project-teams/?project=${project.id}`, projectTeamsSchema);
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((member) => member.group === 'architects')).toBe(true);
    for (const member of results) {
      expect(member.role).toMatch(/[а-яё]/i);
      expect(member.logo).toMatch(/^\/media\/files\//);
    }
  });

  it('answers 400 without a project and 404 for an unknown one', async () => {
    await fails('/api/project-teams/', 400);
    await fails('/api/project-teams/?project=999999', 404);
  });
});
