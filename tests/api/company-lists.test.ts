/** `GET /api/tenders/` and `GET /api/vacancies/`: the lists the tender and vacancy forms pick from. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTendersSchema, vacanciesSchema } from '../../src/schemas/company.ts';
import { projects, tenders, vacancies } from '../../server/db/schema/index.ts';
import { expectOk } from './helpers/expect-json.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/tenders/', () => {
  it('lists only open tenders with a deadline ahead, soonest first', async () => {
    const { results } = await expectOk(ctx.app, '/api/tenders/', openTendersSchema);
    const rows = await ctx.database.db.select().from(tenders);
    const now = Date.now();
    const open = rows.filter((row) => row.status === 'open' && row.deadlineAt.getTime() > now);
    expect(open.length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(open.length);
    expect(results.map((tender) => tender.id).sort()).toEqual(open.map((row) => row.id).sort());
    const deadlines = results.map((tender) => Date.parse(tender.deadline));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
    expect(deadlines.every((deadline) => deadline > now)).toBe(true);
  });

  it('names the project of each tender', async () => {
    const { results } = await expectOk(ctx.app, '/api/tenders/', openTendersSchema);
    const [first] = results;
    const [row] = await ctx.database.db
      .select({ projectId: tenders.projectId })
      .from(tenders)
      .where(eq(tenders.id, first!.id));
    const [project] =
      row!.projectId === null
        ? []
        : await ctx.database.db.select({ name: projects.name }).from(projects).where(eq(projects.id, row!.projectId));
    expect(first!.project).toBe(project?.name ?? null);
    expect(first!.title).toMatch(/[а-яё]/i);
  });

  it('drops a tender once it is closed or its deadline has passed', async () => {
    const { results } = await expectOk(ctx.app, '/api/tenders/', openTendersSchema);
    const [first, second] = results;
    await ctx.database.db.update(tenders).set({ status: 'closed' }).where(eq(tenders.id, first!.id));
    await ctx.database.db
      .update(tenders)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(tenders.id, second!.id));
    const after = await expectOk(ctx.app, '/api/tenders/', openTendersSchema);
    expect(after.results.map((tender) => tender.id)).toEqual(results.slice(2).map((tender) => tender.id));
  });
});

describe('GET /api/vacancies/', () => {
  it('lists the published vacancies, newest first, with the fields a list row shows', async () => {
    const { results } = await expectOk(ctx.app, '/api/vacancies/', vacanciesSchema);
    const rows = await ctx.database.db.select().from(vacancies).where(eq(vacancies.isPublished, true));
    expect(results).toHaveLength(rows.length);
    const order = [...rows]
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id)
      .map((row) => row.id);
    expect(results.map((vacancy) => vacancy.id)).toEqual(order);
    expect(results[0]).toMatchObject({ city: 'Москва', title: expect.stringMatching(/[а-яё]/i) });
  });

  it('hides an unpublished vacancy', async () => {
    const { results } = await expectOk(ctx.app, '/api/vacancies/', vacanciesSchema);
    await ctx.database.db.update(vacancies).set({ isPublished: false }).where(eq(vacancies.id, results[0]!.id));
    const after = await expectOk(ctx.app, '/api/vacancies/', vacanciesSchema);
    expect(after.results.map((vacancy) => vacancy.id)).toEqual(results.slice(1).map((vacancy) => vacancy.id));
  });

  it('is described in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/tenders/', '/api/vacancies/']));
  });
});
