import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { documentListSchema } from '../../src/schemas/documents.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { documents, projects } from '../../server/db/schema/index.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;
let project: typeof projects.$inferSelect;

beforeAll(async () => {
  ctx = await createTestApp();
  const [doc] = await ctx.database.db
    .select({ projectId: documents.projectId })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(isNotNull(documents.projectId))
    .orderBy(asc(documents.projectId))
    .limit(1);
  [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, doc.projectId!));
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/documents/project/{id}/', () => {
  it('lists the seeded documents of a project, newest first', async () => {
    const { status, body, headers } = await getJson(ctx.app, `/api/documents/project/${project.slug}/`);
    expect(status).toBe(200);
    expect(headers.etag).toMatch(/^W\//);
    const list = documentListSchema.parse(body);
    const seeded = await ctx.database.db.select().from(documents).where(eq(documents.projectId, project.id));
    expect(list.count).toBe(seeded.length);
    expect(list.count).toBeGreaterThan(0);
    expect(new Set(list.results.map((doc) => doc.id))).toEqual(new Set(seeded.map((doc) => doc.id)));
    const dates = list.results.map((doc) => Date.parse(doc.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.results.map((doc) => doc.category)).toContain('declaration');
    for (const doc of list.results) expect(doc.file_size).toBeGreaterThan(0);
  });

  it('answers the same for the numeric id and the slug', async () => {
    const bySlug = await getJson(ctx.app, `/api/documents/project/${project.slug}/`);
    const byId = await getJson(ctx.app, `/api/documents/project/${project.id}/`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers 404 JSON for an unknown project', async () => {
    for (const id of ['no-such-project', '999999']) {
      const { status, body } = await getJson(ctx.app, `/api/documents/project/${id}/`);
      expect(status).toBe(404);
      expect(apiErrorSchema.parse(body).message).toBe('Проект не найден');
    }
  });

  it('answers 400 for a malformed id', async () => {
    const { status, body } = await getJson(ctx.app, `/api/documents/project/Bad_Id!/`);
    expect(status).toBe(400);
    expect(apiErrorSchema.parse(body).status).toBe(400);
  });
});
