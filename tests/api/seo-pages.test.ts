import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import { apiErrorSchema, seoPageSchema } from '../../src/schemas/site.ts';
import { articles, documents, lots, projects } from '../../server/db/schema/index.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

async function seo(path: string) {
  return getJson(ctx.app, `/api/seo/pages/?slug=${encodeURIComponent(path)}`);
}

async function found(path: string) {
  const { status, body } = await seo(path);
  expect(status, path).toBe(200);
  return seoPageSchema.parse(body);
}

async function notFound(path: string) {
  const { status, body } = await seo(path);
  expect(status, path).toBe(404);
  apiErrorSchema.parse(body);
}

describe('GET /api/seo/pages/ for static routes', () => {
  it('answers the seeded meta of the home page with an absolute canonical and image', async () => {
    const meta = await found('/');
    expect(meta.title).toMatch(/^Северин/);
    expect(meta.canonical).toBe('https://severin-dev.ru/');
    expect(meta.og_image).toMatch(/^https:\/\/severin-dev\.ru\/media\/files\//);
  });

  it('treats a trailing slash as the same page', async () => {
    const meta = await found('/contacts/');
    expect(meta.slug).toBe('/contacts');
    expect(meta.canonical).toBe('https://severin-dev.ru/contacts');
  });

  it('falls back to «… — Северин» and the call-centre description', async () => {
    const meta = await found('/services');
    expect(meta.title).toBe('Сервисы — Северин');
    expect(meta.h1).toBe('Сервисы');
    expect(meta.description).toMatch(/ежедневно с 9:00 до 21:00/);
  });

  it('answers 404 for paths that are no page', async () => {
    await notFound('/no/such/page');
    await notFound('/projects/ostozhenka/extra');
  });
});

describe('GET /api/seo/pages/ for entity routes', () => {
  it('finds projects by slug and kind', async () => {
    expect((await found('/projects/ostozhenka')).h1).toBe('Северин Остоженка');
    expect((await found('/projects-commercial/paveletsky')).h1).toBe('Северин Павелецкий');
    await notFound('/projects/no-such');
    await notFound('/projects-commercial/ostozhenka');
    await notFound('/projects/paveletsky');
  });

  it('finds lots, sold ones included, under every alias with /lots/{id} as canonical', async () => {
    const [free] = await ctx.database.db
      .select()
      .from(lots)
      .where(and(eq(lots.status, 'free'), eq(lots.kind, 'flat')))
      .orderBy(asc(lots.id))
      .limit(1);
    const [sold] = await ctx.database.db
      .select()
      .from(lots)
      .where(eq(lots.status, 'sold'))
      .orderBy(asc(lots.id))
      .limit(1);
    const meta = await found(`/lots/${free.id}`);
    expect(meta.canonical).toBe(`https://severin-dev.ru/lots/${free.id}`);
    expect(meta.title).toMatch(/квартира|Квартира/);
    expect(meta.description).toMatch(/млн ₽/);
    expect((await found(`/flat/${free.id}/`)).canonical).toBe(`https://severin-dev.ru/lots/${free.id}`);
    expect((await found(`/lots/${sold.id}`)).description).toMatch(/Продано/);
  });

  it('answers 404 for unknown, non-numeric and out-of-range lot ids', async () => {
    await notFound('/lots/999999');
    await notFound('/lots/abc');
    await notFound('/lots/0');
    await notFound('/lots/1.5');
    await notFound('/apartments/99999999999');
  });

  it('finds articles only under their own kind', async () => {
    const [news] = await ctx.database.db.select().from(articles).where(eq(articles.kind, 'news')).limit(1);
    const [promo] = await ctx.database.db.select().from(articles).where(eq(articles.kind, 'promo')).limit(1);
    expect((await found(`/news/${news.slug}`)).h1).toBe(news.title);
    expect((await found(`/promo/${promo.slug}`)).description).toBe(promo.lead);
    await notFound(`/press/${news.slug}`);
    await notFound('/news/no-such');
  });

  it('finds documents, purchase methods, charity, media stories and owners guides', async () => {
    const [doc] = await ctx.database.db.select().from(documents).limit(1);
    await found(`/documents/${doc.slug}`);
    await found('/purchase/mortgage');
    await notFound('/purchase/no-such');
    for (const [kind, prefix] of [
      ['charity', '/charity'],
      ['media', '/media'],
      ['owners_guide', '/owners'],
    ] as const) {
      const [row] = await ctx.database.db.select().from(articles).where(eq(articles.kind, kind)).limit(1);
      expect((await found(`${prefix}/${row.slug}`)).h1).toBe(row.title);
      await notFound(`${prefix}/no-such`);
    }
  });

  it('hides unpublished projects', async () => {
    const [project] = await ctx.database.db.select().from(projects).where(ne(projects.slug, 'ostozhenka')).limit(1);
    await ctx.database.db.update(projects).set({ isPublished: false }).where(eq(projects.id, project.id));
    await notFound(`/projects${project.kind === 'commercial' ? '-commercial' : ''}/${project.slug}`);
    await ctx.database.db.update(projects).set({ isPublished: true }).where(eq(projects.id, project.id));
  });
});

describe('GET /api/seo/pages/ input', () => {
  it('answers 400 naming the slug field when it is missing or not a path', async () => {
    for (const url of [
      '/api/seo/pages/',
      '/api/seo/pages/?slug=projects',
      `/api/seo/pages/?slug=/${'a'.repeat(400)}`,
    ]) {
      const { status, body } = await getJson(ctx.app, url);
      expect(status, url).toBe(400);
      expect(Object.keys(apiErrorSchema.parse(body).errors ?? {})).toEqual(['slug']);
    }
  });
});
