import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  headerListSchema,
  mainPageSchema,
  promoFormsSchema,
  siteInfoSchema,
  techSchema,
} from '../../src/schemas/site.ts';
import { projects, promoForms } from '../../server/db/schema/index.ts';
import { writeSetting } from '../../server/services/site-settings.ts';
import { createTestApp, getJson, type TestApp } from './helpers/test-app.ts';

let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/info/', () => {
  it('answers the site data with contacts, socials and app links', async () => {
    const { status, body } = await getJson(ctx.app, '/api/info/');
    expect(status).toBe(200);
    const info = siteInfoSchema.parse(body);
    expect(info.media.phone).toBe('+7 (495) 120-45-67');
    expect(info.media.work_time).toBe('Ежедневно с 9:00 до 21:00');
    expect(info.media.socials.map((social) => social.title)).toEqual(['vkontakte', 'telegram', 'whatsapp', 'youtube']);
    for (const social of info.media.socials) expect(social.link).toMatch(/^https:\/\//);
    expect(info.purchase.map((item) => item.slug)).toContain('mortgage');
    expect(info.about.submenu.map((item) => item.value)).toEqual([
      '/about',
      '/partners',
      '/services',
      '/news',
      '/vacancies',
      '/standarts',
      '/anti-corruption',
    ]);
    expect(info.estate.map((item) => item.value)).toContain('/lots?type=parking');
  });

  it('lists the same header projects as header_list, non-clickable ones disabled', async () => {
    const info = siteInfoSchema.parse((await getJson(ctx.app, '/api/info/')).body);
    const list = headerListSchema.parse((await getJson(ctx.app, '/api/projects/header_list/')).body);
    expect(info.header_projects.map((item) => item.id)).toEqual(list.results.map((project) => project.id));
    for (const project of list.results) {
      const item = info.header_projects.find((entry) => entry.id === project.id);
      expect(item).toMatchObject({ value: `/projects/${project.slug}`, disabled: !project.clickable });
    }
  });
});

describe('GET /api/projects/header_list/', () => {
  it('lists only unfinished residential projects in display order', async () => {
    const { status, body } = await getJson(ctx.app, '/api/projects/header_list/');
    expect(status).toBe(200);
    const { results } = headerListSchema.parse(body);
    const rows = await ctx.database.db.select().from(projects);
    const expected = rows
      .filter((row) => row.kind === 'residential' && !row.finished)
      .sort((a, b) => a.sort - b.sort)
      .map((row) => row.slug);
    expect(results.map((project) => project.slug)).toEqual(expected);
    expect(results.every((project) => !project.finished)).toBe(true);
    expect(rows.some((row) => row.finished)).toBe(true);
    expect(results.some((project) => !project.clickable)).toBe(true);
  });
});

describe('GET /api/main_page/', () => {
  it('has hero, project cards of both kinds, running promotions and fresh news', async () => {
    const { status, body } = await getJson(ctx.app, '/api/main_page/');
    expect(status).toBe(200);
    const page = mainPageSchema.parse(body);
    expect(page.hero.title).toBe('Дома, в которых хочется жить');
    expect(new Set(page.projects.map((project) => project.kind))).toEqual(new Set(['residential', 'commercial']));
    const onSale = page.projects.filter((project) => project.lots_free > 0);
    expect(onSale.length).toBeGreaterThanOrEqual(7);
    for (const project of onSale) expect(project.min_price).toBeGreaterThan(1_000_000);
    expect(page.projects.find((project) => project.slug === 'khamovniki-park')?.completion_text).toBe('Дом сдан');
    expect(page.promos.length).toBeGreaterThan(0);
    for (const promo of page.promos) expect(Date.parse(promo.ends_at ?? '')).toBeGreaterThan(Date.now());
    const dates = page.news.map((item) => Date.parse(item.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.about.facts.length).toBeGreaterThan(0);
  });
});

describe('GET /api/promo-forms/', () => {
  it('answers active forms in order, the first being the one the shell shows', async () => {
    const { status, body } = await getJson(ctx.app, '/api/promo-forms/');
    expect(status).toBe(200);
    const { results } = promoFormsSchema.parse(body);
    expect(results.length).toBeGreaterThan(0);
    expect(results[0].title).toBe('Рассрочка 0 % до конца строительства');
    await ctx.database.db.update(promoForms).set({ isActive: false }).where(eq(promoForms.id, results[0].id));
    const after = promoFormsSchema.parse((await getJson(ctx.app, '/api/promo-forms/')).body);
    expect(after.results.map((form) => form.id)).not.toContain(results[0].id);
    await ctx.database.db.update(promoForms).set({ isActive: true }).where(eq(promoForms.id, results[0].id));
  });
});

describe('GET /api/tech/', () => {
  it('answers null without an announcement, the end time when one is ahead, null when it has passed', async () => {
    expect(techSchema.parse((await getJson(ctx.app, '/api/tech/')).body)).toEqual({ time: null });
    const ahead = new Date(Date.now() + 3 * 3_600_000).toISOString();
    await writeSetting(ctx.database.db, 'maintenance', { until: ahead });
    const announced = await getJson(ctx.app, '/api/tech/');
    expect(techSchema.parse(announced.body)).toEqual({ time: ahead });
    expect(announced.headers['cache-control']).toBe('no-store');
    await writeSetting(ctx.database.db, 'maintenance', { until: new Date(Date.now() - 60_000).toISOString() });
    expect(techSchema.parse((await getJson(ctx.app, '/api/tech/')).body)).toEqual({ time: null });
    await writeSetting(ctx.database.db, 'maintenance', { until: null });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in Russian', async () => {
    const { status, body } = await getJson(ctx.app, '/api/no-such-endpoint/');
    expect(status).toBe(404);
    expect(apiErrorSchema.parse(body).message).toMatch(/^Не найдено/);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the common endpoints with their query parameters', async () => {
    const { status, body } = await getJson(ctx.app, '/api/openapi.json');
    expect(status).toBe(200);
    const paths = (
      body as { paths: Record<string, { get?: { tags?: string[]; parameters?: Array<{ name: string }> } }> }
    ).paths;
    for (const path of [
      '/api/info/',
      '/api/projects/header_list/',
      '/api/main_page/',
      '/api/tech/',
      '/api/seo/pages/',
      '/api/promo-forms/',
      '/api/press/',
    ]) {
      expect(paths[path]?.get?.tags?.length, path).toBeGreaterThan(0);
    }
    expect(paths['/api/press/'].get?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['type', 'category', 'project', 'page', 'page_size']),
    );
    expect(paths['/api/seo/pages/'].get?.parameters?.map((parameter) => parameter.name)).toEqual(['slug']);
  });
});
