import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import {
  articleDetailSchema,
  articleFacetsSchema,
  articleListSchema,
  articleSpecsSchema,
} from '../../src/schemas/articles.ts';
import { apiErrorSchema } from '../../src/schemas/site.ts';
import { articles } from '../../server/db/schema/index.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function ok(path: string) {
  const { status, body } = await getJson(ctx.app, path);
  expect(status, path).toBe(200);
  return body;
}
const list = async (query: string) => articleListSchema.parse(await ok(`/api/articles/${query}`));
const facets = async (query: string) => articleFacetsSchema.parse(await ok(`/api/articles/facets/${query}`));
const rowsOf = (kind: 'news' | 'press' | 'promo') =>
  ctx.database.db
    .select()
    .from(articles)
    .where(and(eq(articles.kind, kind), eq(articles.isPublished, true)));

describe('GET /api/articles/', () => {
  it('lists one kind newest first with its addresses', async () => {
    const news = await list('?kind=news&page_size=60');
    expect(news.count).toBe((await rowsOf('news')).length);
    expect(news.results.every((item) => item.kind === 'news' && item.url === `/news/${item.slug}`)).toBe(true);
    const dates = news.results.map((item) => Date.parse(item.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const promo = await list('?kind=promo');
    expect(promo.results.every((item) => item.ends_at !== null && item.url.startsWith('/promo/'))).toBe(true);
  });

  it('pages without overlap and reports pages and next_page', async () => {
    const first = await list('?kind=news&page=1&page_size=5');
    const second = await list('?kind=news&page=2&page_size=5');
    expect(first.results).toHaveLength(5);
    expect(first.pages).toBe(Math.ceil(first.count / 5));
    expect(first.next_page).toBe(2);
    const ids = new Set(first.results.map((item) => item.id));
    expect(second.results.some((item) => ids.has(item.id))).toBe(false);
    const last = await list(`?kind=news&page=${first.pages}&page_size=5`);
    expect(last.next_page).toBeNull();
    expect((await list('?kind=news&page=500')).results).toEqual([]);
  });

  it('filters by category and project together', async () => {
    const construction = await list('?kind=news&category=construction&page_size=60');
    expect(construction.count).toBeGreaterThan(1);
    expect(
      construction.results.every(
        (item) => item.category?.value === 'construction' && item.category.label === 'Строительство',
      ),
    ).toBe(true);
    const [linked] = await ctx.database.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'news'), isNotNull(articles.projectId)))
      .limit(1);
    const byProject = await list(`?kind=news&project=${linked.projectId}&page_size=60`);
    expect(byProject.results.map((item) => item.id)).toContain(linked.id);
    expect(byProject.results.every((item) => item.project?.id === linked.projectId)).toBe(true);
    const both = await list(`?kind=news&project=${linked.projectId}&category=${linked.category}`);
    expect(
      both.results.every((item) => item.project?.id === linked.projectId && item.category?.value === linked.category),
    ).toBe(true);
    expect((await list('?kind=news&project=999999')).count).toBe(0);
  });
});

describe('GET /api/articles/facets/ and specs/', () => {
  it('counts categories and projects, each under the other filter', async () => {
    const all = await facets('?kind=news');
    const rows = await rowsOf('news');
    expect(all.count).toBe(rows.length);
    const construction = all.categories.find((option) => option.value === 'construction');
    expect(construction?.count).toBe(rows.filter((row) => row.category === 'construction').length);
    expect(construction?.label).toBe('Строительство');
    const projectTotal = all.projects.reduce((sum, option) => sum + option.count, 0);
    expect(projectTotal).toBe(rows.filter((row) => row.projectId !== null).length);

    const narrowed = await facets('?kind=news&category=construction');
    expect(narrowed.count).toBe(construction?.count);
    // The category facet ignores its own filter, so other chips still show their counts.
    expect(narrowed.categories).toEqual(all.categories);
    expect(narrowed.projects.reduce((sum, option) => sum + option.count, 0)).toBeLessThan(projectTotal);
  });

  it('gives the date ranges of a kind', async () => {
    const specs = articleSpecsSchema.parse(await ok('/api/articles/specs/?kind=promo'));
    expect(specs.count).toBe((await rowsOf('promo')).length);
    expect(Date.parse(specs.ends_at?.max ?? '')).toBeGreaterThan(Date.now());
    const news = articleSpecsSchema.parse(await ok('/api/articles/specs/?kind=news'));
    expect(news.ends_at).toBeNull();
    expect(Date.parse(news.published_at?.min ?? '')).toBeLessThanOrEqual(Date.parse(news.published_at?.max ?? ''));
  });

  it('serves press facets, specs and items by id under /api/press/', async () => {
    const pressFacets = articleFacetsSchema.parse(await ok('/api/press/facets/'));
    expect(pressFacets.count).toBe((await rowsOf('press')).length);
    expect(pressFacets.categories.map((option) => option.value)).toContain('analytics');
    articleSpecsSchema.parse(await ok('/api/press/specs/?category=analytics'));
    const [item] = (await rowsOf('press')).slice(0, 1);
    const detail = articleDetailSchema.parse(await ok(`/api/press/${item.id}/`));
    expect(detail.slug).toBe(item.slug);
    const [news] = await rowsOf('news');
    expect((await getJson(ctx.app, `/api/press/${news.id}/`)).status).toBe(404);
  });
});

describe('article details', () => {
  it('finds an article by kind and slug with blocks, gallery, project and related', async () => {
    const detail = articleDetailSchema.parse(await ok('/api/articles/news/sokolniki-start-stroitelstva/'));
    expect(detail.title).toBe('В Сокольниках начали строить новый квартал');
    expect(detail.body.map((block) => block.type)).toEqual(['paragraph', 'heading', 'list', 'quote', 'paragraph']);
    expect(detail.project?.url).toBe('/projects/sokolniki');
    expect(detail.gallery.length).toBeGreaterThan(1);
    expect(detail.gallery[0].src).toBe(detail.image);
    expect(detail.related).toHaveLength(3);
    expect(detail.related.every((item) => item.kind === 'news' && item.id !== detail.id)).toBe(true);
    const byId = articleDetailSchema.parse(await ok(`/api/articles/${detail.id}/`));
    expect(byId.slug).toBe(detail.slug);
  });

  it('answers 404 in Russian for unknown, other-kind and unpublished articles', async () => {
    const [hidden] = await ctx.database.db
      .update(articles)
      .set({ isPublished: false })
      .where(eq(articles.slug, 'presnya-fasady'))
      .returning();
    try {
      for (const path of [
        '/api/articles/news/net-takoy-stati/',
        '/api/articles/promo/sokolniki-start-stroitelstva/',
        '/api/articles/999999/',
        '/api/articles/news/presnya-fasady/',
        `/api/articles/${hidden.id}/`,
      ]) {
        const { status, body } = await getJson(ctx.app, path);
        expect(status, path).toBe(404);
        expect(apiErrorSchema.parse(body).message).toBe('Статья не найдена');
      }
    } finally {
      await ctx.database.db.update(articles).set({ isPublished: true }).where(eq(articles.id, hidden.id));
    }
  });

  it('answers 400 naming each bad field, never 5xx', async () => {
    const cases: Array<[string, string[]]> = [
      ['/api/articles/', ['kind']],
      ['/api/articles/?kind=charity', ['kind']],
      ['/api/articles/?kind=news&page=0&page_size=61', ['page', 'page_size']],
      ['/api/articles/?kind=news&project=abc&category=%3Cscript%3E', ['project', 'category']],
      ['/api/articles/facets/?kind=news&project=-1', ['project']],
      ['/api/articles/abc/', ['id']],
      ['/api/articles/news/Bad%20Slug/', ['slug']],
      ['/api/press/facets/?project=1.5', ['project']],
    ];
    for (const [path, fields] of cases) {
      const { status, body } = await getJson(ctx.app, path);
      expect(status, path).toBe(400);
      const error = apiErrorSchema.parse(body);
      expect(Object.keys(error.errors ?? {}).sort(), path).toEqual([...fields].sort());
      for (const field of fields) expect(error.errors?.[field].error_msg, path).toMatch(/[а-яё]/i);
    }
  });
});
