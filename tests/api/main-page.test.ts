import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { homePageSchema } from '../../src/schemas/home.ts';
import { actionTimersSchema, apiErrorSchema } from '../../src/schemas/site.ts';
import { articles } from '../../server/db/schema/index.ts';
import { checkPreviewToken } from '../../server/services/home/preview-token.ts';
import { expectError, expectOk } from './helpers/expect-json.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

const TOKEN = 'preview-key-for-editors-2026';
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp({ env: { PREVIEW_TOKEN: TOKEN } });
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/main_page/', () => {
  it('answers project list items of both kinds with page urls and only published content', async () => {
    const page = await expectOk(ctx.app, '/api/main_page/', homePageSchema);
    expect(page.preview).toBe(false);
    expect(page.hero.title).toBe('Дома, в которых хочется жить');
    const residential = page.projects.find((project) => project.kind === 'residential');
    const commercial = page.projects.find((project) => project.kind === 'commercial');
    expect(residential?.url).toBe(`/projects/${residential?.slug}`);
    expect(commercial?.url).toBe(`/projects-commercial/${commercial?.slug}`);
    const slugs = [...page.promos, ...page.news].map((item) => item.slug);
    expect(slugs).not.toContain('zimnie-ceny-chernovik');
    expect(slugs).not.toContain('start-prodazh-tretey-ocheredi-chernovik');
  });
});

describe('GET /api/main_page/preview/', () => {
  it('refuses without the key or with a wrong one, in Russian and uncached', async () => {
    const none = await expectError(ctx.app, '/api/main_page/preview/', 403);
    expect(none.message).toBe('Нет доступа к предпросмотру: неверный ключ');
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/main_page/preview/',
      headers: { 'x-preview-token': `${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers['cache-control']).toBe('private, no-store');
    await expectError(ctx.app, `/api/main_page/preview/?token=${TOKEN.slice(0, -1)}`, 403);
  });

  it('shows the draft hero, promotion and news to a holder of the key', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/main_page/preview/',
      headers: { 'x-preview-token': TOKEN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = homePageSchema.parse(response.json());
    expect(page.preview).toBe(true);
    expect(page.hero.title).toBe('Третья очередь «Северин Замоскворечье»');
    expect(page.promos.map((promo) => promo.slug)).toContain('zimnie-ceny-chernovik');
    expect(page.news[0].slug).toBe('start-prodazh-tretey-ocheredi-chernovik');
    const byQuery = await expectOk(ctx.app, `/api/main_page/preview/?token=${TOKEN}`, homePageSchema);
    expect(byQuery.hero.title).toBe(page.hero.title);
  });

  it('answers 400 for an overlong key', async () => {
    const body = await expectError(ctx.app, `/api/main_page/preview/?token=${'a'.repeat(201)}`, 400);
    expect(body.errors?.token?.error_msg).toMatch(/200 символов/);
  });

  it('is switched off when no key is configured', () => {
    expect(checkPreviewToken(undefined, 'anything')).toBe('disabled');
    expect(checkPreviewToken(TOKEN, undefined)).toBe('denied');
    expect(checkPreviewToken(TOKEN, '')).toBe('denied');
    expect(checkPreviewToken(TOKEN, TOKEN)).toBe('granted');
  });
});

describe('GET /api/action_timers/', () => {
  it('lists running published promotions soonest first with the server clock', async () => {
    const before = Date.now();
    const timers = await expectOk(ctx.app, '/api/action_timers/', actionTimersSchema);
    expect(Math.abs(Date.parse(timers.server_time) - before)).toBeLessThan(5_000);
    expect(timers.results.length).toBeGreaterThan(0);
    const ends = timers.results.map((timer) => Date.parse(timer.ends_at));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    for (const end of ends) expect(end).toBeGreaterThan(before);
    for (const timer of timers.results) expect(timer.url).toBe(`/promo/${timer.slug}/`);
    expect(timers.results.map((timer) => timer.slug)).not.toContain('zimnie-ceny-chernovik');
  });

  it('drops a promotion once it has ended', async () => {
    const { results } = await expectOk(ctx.app, '/api/action_timers/', actionTimersSchema);
    const first = results[0];
    const [row] = await ctx.database.db.select().from(articles).where(eq(articles.id, first.id));
    await ctx.database.db
      .update(articles)
      .set({ endsAt: new Date(Date.now() - 1_000) })
      .where(eq(articles.id, first.id));
    try {
      const after = await expectOk(ctx.app, '/api/action_timers/', actionTimersSchema);
      expect(after.results.map((timer) => timer.id)).not.toContain(first.id);
      const home = await expectOk(ctx.app, '/api/main_page/', homePageSchema);
      expect(home.promos.map((promo) => promo.id)).not.toContain(first.id);
    } finally {
      await ctx.database.db.update(articles).set({ endsAt: row.endsAt }).where(eq(articles.id, first.id));
    }
  });

  it('filters by project and rejects a bad project in Russian', async () => {
    const all = await expectOk(ctx.app, '/api/action_timers/', actionTimersSchema);
    const project = all.results.find((timer) => timer.project !== null)?.project as number;
    const one = await expectOk(ctx.app, `/api/action_timers/?project=${project}`, actionTimersSchema);
    expect(one.results.length).toBeGreaterThan(0);
    expect(one.results.every((timer) => timer.project === project)).toBe(true);
    const body = await expectError(ctx.app, '/api/action_timers/?project=abc', 400);
    expect(apiErrorSchema.parse(body).errors?.project?.error_msg).toMatch(/номер проекта/);
    const unknown = await expectOk(ctx.app, '/api/action_timers/?project=999999', actionTimersSchema);
    expect(unknown.results).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the preview and the timers', async () => {
    const { body } = await getJson(ctx.app, '/api/openapi.json');
    const paths = (body as { paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }> }).paths;
    expect(paths['/api/main_page/preview/']?.get?.parameters?.map((p) => p.name)).toEqual(['token']);
    expect(paths['/api/action_timers/']?.get?.parameters?.map((p) => p.name)).toEqual(['project']);
  });
});
