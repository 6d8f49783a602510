import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { apiErrorSchema, pressListSchema } from '../../src/schemas/site.ts';
import { articles } from '../../server/db/schema/index.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function press(query: string) {
  const { status, body } = await getJson(ctx.app, `/api/press/${query}`);
  expect(status, query).toBe(200);
  return pressListSchema.parse(body);
}

describe('GET /api/press/', () => {
  it('lists «Пресса о нас» for type=about_us, newest first', async () => {
    const list = await press('?type=about_us&page_size=100');
    expect(list.count).toBeGreaterThan(0);
    expect(list.results).toHaveLength(list.count);
    expect(list.results.every((item) => item.type === 'about_us' && item.source.length > 0)).toBe(true);
    const dates = list.results.map((item) => Date.parse(item.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(list.results[0].url).toBe(`/press/${list.results[0].slug}`);
  });

  it('lists every press item without a type', async () => {
    const all = await press('?page_size=100');
    const rows = await ctx.database.db.select().from(articles).where(eq(articles.kind, 'press'));
    expect(all.count).toBe(rows.length);
    expect(new Set(all.results.map((item) => item.type)).size).toBeGreaterThan(1);
  });

  it('pages without overlap', async () => {
    const first = await press('?page=1&page_size=3');
    const second = await press('?page=2&page_size=3');
    expect(first.results).toHaveLength(3);
    expect(second.count).toBe(first.count);
    const ids = new Set(first.results.map((item) => item.id));
    expect(second.results.some((item) => ids.has(item.id))).toBe(false);
    expect((await press('?page=100')).results).toEqual([]);
  });

  it('filters by category and project', async () => {
    const byCategory = await press('?category=analytics');
    expect(byCategory.count).toBeGreaterThan(0);
    expect(byCategory.results.every((item) => item.category === 'analytics')).toBe(true);
    const [linked] = await ctx.database.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'press'), isNotNull(articles.projectId)))
      .limit(1);
    const byProject = await press(`?project=${linked.projectId}&page_size=100`);
    expect(byProject.results.map((item) => item.id)).toContain(linked.id);
    const rows = await ctx.database.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'press'), eq(articles.projectId, linked.projectId ?? 0)));
    expect(byProject.count).toBe(rows.length);
    expect((await press('?project=999999')).count).toBe(0);
  });

  it('answers 400 naming each bad field', async () => {
    const cases: Array<[string, string[]]> = [
      ['?type=friends', ['type']],
      ['?page=0', ['page']],
      ['?page_size=101', ['page_size']],
      ['?project=abc', ['project']],
      ['?project=-1&page=x', ['project', 'page']],
    ];
    for (const [query, fields] of cases) {
      const { status, body } = await getJson(ctx.app, `/api/press/${query}`);
      expect(status, query).toBe(400);
      const error = apiErrorSchema.parse(body);
      expect(Object.keys(error.errors ?? {}).sort(), query).toEqual([...fields].sort());
      for (const field of fields) expect(error.errors?.[field].error_msg).toMatch(/[а-яё]/i);
    }
  });
});
